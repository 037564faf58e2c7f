/**
 * Whether a promise has settled once the microtasks already queued have run: for code that resolves on a timer or an
 * event, checked step by step with a fake clock.
 */
export async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}
