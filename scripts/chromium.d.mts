/** Type declarations for scripts/chromium.mjs. */

/** Flags for headless Chromium on this machine (closed network, root, small /dev/shm). */
export declare const CHROMIUM_FLAGS: string[];

/**
 * The path of a Chromium/Chrome executable: $CHROMIUM_PATH if set (throws if it does not exist),
 * else the first existing of /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome,
 * /usr/bin/google-chrome-stable; null if none.
 */
export declare function findChromium(): string | null;

/**
 * The path of a Chromium/Chrome executable, installing Debian's chromium with apt-get first when none
 * is found and running as root; prints how to install one and exits the process with code 1 otherwise.
 */
export declare function ensureChromium(): string;
