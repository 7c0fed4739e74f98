/**
 * The dialogs open and close from their HTML: buttons with `commandfor` / `command` (invoker
 * commands) and `closedby="any"` (a click outside closes). Browsers without them (Safari and
 * WebKitGTK as of 2026) get this script, served as /dialog-fallback.js (a prerendered resource
 * route, app/routes/dialog-fallback.ts) and run once the HTML is parsed, whether or not the
 * page's own scripts have arrived. It does the same: a `show-modal` button opens its dialog as a
 * modal, a `close` button closes it, and a click outside a `closedby="any"` dialog's box closes
 * that dialog. A click that the page's own code has already handled (`preventDefault`) is left
 * alone.
 */
function dialogFallback() {
  const invokers = "command" in HTMLButtonElement.prototype;
  const lightDismiss = "closedBy" in HTMLDialogElement.prototype;
  if (invokers && lightDismiss) return;
  document.addEventListener("click", (event) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof Element)) return;
    const button = invokers ? null : target.closest("button[commandfor]");
    if (button) {
      const dialog = document.getElementById(button.getAttribute("commandfor") ?? "");
      if (!(dialog instanceof HTMLDialogElement)) return;
      const command = button.getAttribute("command");
      if (command === "show-modal" && !dialog.open) {
        // Safari does not focus a clicked button: focus it, so that closing returns focus there.
        (button as HTMLButtonElement).focus();
        dialog.showModal();
      } else if (command === "close" && dialog.open) {
        dialog.close();
      }
    } else if (!lightDismiss && target instanceof HTMLDialogElement && target.getAttribute("closedby") === "any") {
      const box = target.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) target.close();
    }
  });
}

/** The fallback as the text of a script file. */
export const dialogFallbackScript = () => `(${dialogFallback.toString()})()`;
