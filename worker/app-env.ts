/** Hono's typing for this Worker: the bindings and the per-request variables. */
export interface AppEnv {
  Bindings: Env;
  Variables: { nonce: string };
}
