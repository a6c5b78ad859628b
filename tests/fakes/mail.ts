/** One email as the fake mail provider (mail-api.ts) received it and lists it at /__mails. */
export interface Mail {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The Authorization header it came with: the Worker must send its key. */
  authorization: string | null;
}
