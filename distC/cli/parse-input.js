import { parseArgs } from 'node:util';
import { globalFlags } from './global-flags.js';
import { UsageError } from './usage-error.js';
/**
 * Parses the arguments of one command (everything after its name) with `node:util` parseArgs, strictly:
 * an unknown flag, a missing value or a value given to a boolean flag is a {@link UsageError} that names
 * the flag.
 */
export function parseInput(command, args) {
    const options = {};
    const specs = { ...globalFlags, ...command.flags };
    for (const [name, spec] of Object.entries(specs)) {
        options[name] = toParseArgsOption(spec);
    }
    try {
        const { values, positionals } = parseArgs({
            args: withBareValues(args, specs),
            options,
            strict: true,
            allowPositionals: true,
            allowNegative: false,
        });
        return { flags: values, positionals };
    }
    catch (error) {
        throw new UsageError(describeParseError(error), command.name);
    }
}
/** `args` with each flag that has a {@link FlagSpec.bareValue} written as `--flag=VALUE`. */
function withBareValues(args, specs) {
    const out = [];
    for (let i = 0; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--') {
            out.push(...args.slice(i));
            break;
        }
        const spec = arg.startsWith('--') ? specs[arg.slice(2)] : undefined;
        if (spec?.bareValue === undefined) {
            out.push(arg);
            continue;
        }
        const next = args[i + 1];
        if (next !== undefined && spec.choices?.includes(next)) {
            out.push(`${arg}=${next}`);
            i++;
        }
        else
            out.push(`${arg}=${spec.bareValue}`);
    }
    return out;
}
/**
 * Finds the command name in the full argument list: the first argument that is not a global flag (or the
 * value of one). Returns the name and the remaining arguments, in order.
 */
export function splitCommand(argv) {
    for (let i = 0; i < argv.length; i += 1) {
        const arg = argv[i];
        if (arg === '--')
            break;
        if (!arg.startsWith('-') || arg === '-') {
            return { name: arg, rest: [...argv.slice(0, i), ...argv.slice(i + 1)] };
        }
        const long = arg.startsWith('--') ? arg.slice(2).split('=')[0] : undefined;
        const spec = long !== undefined ? globalFlags[long] : undefined;
        if (spec?.type === 'string' && !arg.includes('='))
            i += 1;
    }
    return { name: undefined, rest: [...argv] };
}
function toParseArgsOption(spec) {
    const option = { type: spec.type };
    if (spec.short !== undefined)
        option.short = spec.short;
    if (spec.multiple !== undefined)
        option.multiple = spec.multiple;
    return option;
}
/** Rewrites node's parse errors ("Unknown option '--foo'") into the `--flag: problem` form. */
function describeParseError(error) {
    const code = error.code;
    const message = error instanceof Error ? error.message : String(error);
    const flag = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
    switch (code) {
        case 'ERR_PARSE_ARGS_UNKNOWN_OPTION':
            return `${flag ?? 'option'}: unknown option`;
        case 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE':
            if (message.includes('does not take an argument'))
                return `${flag ?? 'option'}: takes no value`;
            return `${flag ?? 'option'}: needs a value`;
        case 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL':
            return message;
        default:
            return message;
    }
}
