/** Sizes of the shell and of shared surfaces (DESIGN.md): the app's theme and components below it read them here. */
export const layout = {
  topBarHeight: 60,
  sidebarWidth: 90,
  contentMaxWidth: 1440,
  loginMaxWidth: 400,
  confirmDialogWidth: 480,
} as const;
