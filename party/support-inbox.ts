import { Server } from "partyserver";

/** The agents' view of every chat room; reachable only through /agent-parties once sign-in exists. */
export class SupportInbox extends Server<Env> {
  static options = { hibernate: true };
}
