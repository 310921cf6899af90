// What "server-only" is in the server's own bundles (npm run build:server): nothing. The package guards the app's
// client bundles against server code; the server, the staff command and the database thread are server code.
export {};
