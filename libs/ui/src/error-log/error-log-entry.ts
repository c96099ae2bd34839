/** One collected interface error, as the error log shows it. */
export interface ErrorLogEntry {
  err: { message: string; stack?: string };
  /** Where it happened: the React component stack, or a component name. */
  vm: string;
  info: string;
  url: string;
  /** Milliseconds since the epoch. */
  time: number;
}
