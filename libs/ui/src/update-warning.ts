/*
 * `@donut/ui/update-warning`: the unsaved-changes question ("Leave the page without saving?") and nothing else.
 *
 * An entry of its own, not part of `@donut/ui/page`: the dialog brings `Modal` and its helpers (focus trap, scroll
 * lock), which only pages with a form need. Code on every page must not reach it (ADR 0031); the router side,
 * `@donut/app-shell/unsaved-changes`, imports it from here. The index re-exports it too.
 */
export { UpdateWarningDialog, type UpdateWarningDialogProps } from './update-warning-dialog';
