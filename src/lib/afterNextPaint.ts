/**
 * Calls `callback` in a task of its own once the browser has drawn the next frame: work that a
 * visitor's input starts but need not see done in the frame that answers it (an input's answer is
 * timed to that frame, as Interaction to Next Paint counts it). Returns a cancel.
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame's callbacks run just before it is drawn; a task posted from one runs after.
  const frame = requestAnimationFrame(() => (timer = setTimeout(callback, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
