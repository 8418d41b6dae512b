/** V8 flags the program sets for itself, each unless Node was started with one of its own. */
import { setFlagsFromString } from 'node:v8';
/**
 * Sets `flag` (`--name=value`, as Node's command line takes it) unless `execArgv` gives the same flag
 * (in Node's spelling or V8's, with underscores).
 */
export function setV8FlagUnlessGiven(flag, execArgv) {
    const name = flag.split('=')[0];
    if (execArgv.some((arg) => arg.replaceAll('_', '-').startsWith(name)))
        return;
    setFlagsFromString(flag);
}
