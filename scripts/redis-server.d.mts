export interface RedisServer {
  port: number;
  /** `redis://127.0.0.1:PORT`, with the password when the server asks for one. */
  url: string;
  stop(): Promise<void>;
}

export function startRedis(options?: { password?: string }): Promise<RedisServer>;
