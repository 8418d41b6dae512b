/** Loads the modules `env` names; one that cannot be loaded is a usage error naming it. */
export declare function loadDestinationModules(env: NodeJS.ProcessEnv): Promise<void>;
