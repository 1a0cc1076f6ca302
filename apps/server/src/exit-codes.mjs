/**
 * The exit code of a server that cannot run with its configuration (a bad setting, a port taken):
 * `npm start`'s supervisor stops there instead of restarting it until the setting changes
 * (sysexits' EX_CONFIG).
 */
export const CONFIGURATION_ERROR_EXIT_CODE = 78;
