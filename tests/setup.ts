import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// The DOM tests run in a VM context whose globals are jsdom's window and a few of Node's: the web streams, which
// MSW reads requests and bodies with, are not among them.
Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
});

// On a busy two-core machine a page may render late: slow, not broken.
configure({ asyncUtilTimeout: 5000 });

// A test fails on any unexpected console error or warning: they are bugs the user would not see.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error: ${args.map(String).join(' ')}`);
  });
  vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.warn: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// jsdom does not scroll; pages call scrollTo on every navigation.
if (typeof window !== 'undefined') window.scrollTo = (() => undefined) as typeof window.scrollTo;

// jsdom has <dialog> but not its modal methods: enough of them for components that open dialogs.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal;
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom hides every popover and cannot open one. The header's menu is a popover only on a phone's screen; these tests
// draw the site as a wide screen shows it, where the menu is part of the header (src/app/layout/header.module.css).
if (typeof document !== 'undefined') {
  const wideScreen = document.createElement('style');
  wideScreen.textContent = '[popover] { display: contents !important; }';
  document.head.append(wideScreen);
}
