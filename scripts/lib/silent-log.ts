/** A log that keeps nothing: for stores a benchmark or a test opens without a server around them. */
export const silentLog = { info() {}, warn() {}, error() {} };
