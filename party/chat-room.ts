import { Server } from "partyserver";

/**
 * One visitor's chat session (room name = the browser's session UUID). The transcript, protocol
 * and agent hand-off arrive with the live-chat work; until then the room accepts the socket and
 * nothing else.
 */
export class ChatRoom extends Server<Env> {
  static options = { hibernate: true };
}
