import { VERSION } from '../http/version.js';
import { commands } from './commands/index.js';
import { describeError } from './describe-error.js';
import { loadDestinationModules } from './destination-modules.js';
import { ExitCode } from './exit-codes.js';
import { integerFlag } from './flag-values.js';
import { pollIntervalFlag } from './global-flags.js';
import { commandHelp, programHelp } from './help-text.js';
import { watchInterrupts } from './interrupts.js';
import { parseInput, splitCommand } from './parse-input.js';
import { string } from './scrape-option-flags.js';
import { UsageError } from './usage-error.js';
import { isValidationError, validationMessage } from './validation-message.js';
/**
 * Runs the `crawlstream` program on `argv` (the arguments after the program name) and resolves to the
 * exit code. Never throws: every error becomes a message on stderr and a code (see {@link ExitCode}).
 */
export async function runCli(argv, io) {
    const { name, rest } = splitCommand(argv);
    const command = name === undefined ? undefined : commands.find((candidate) => candidate.name === name);
    if (name !== undefined && command === undefined) {
        io.stderr.write(`crawlstream: unknown command "${name}"\n\n${programHelp(commands)}`);
        return ExitCode.usage;
    }
    if (command === undefined) {
        if (rest.includes('--version') || rest.includes('-V')) {
            io.stdout.write(`${VERSION}\n`);
            return ExitCode.ok;
        }
        const helpAsked = rest.includes('--help') || rest.includes('-h');
        (helpAsked ? io.stdout : io.stderr).write(programHelp(commands));
        return helpAsked ? ExitCode.ok : ExitCode.usage;
    }
    return runCommand(command, rest, argv, io);
}
async function runCommand(command, rest, argv, io) {
    let debug = rest.includes('--debug');
    const interrupts = watchInterrupts({
        ...(io.interruptSource ? { target: io.interruptSource, onSecond: () => undefined } : {}),
        onFirst: () => io.stderr.write(`\n${command.interruptNote ?? 'Interrupted: writing what was received and the checkpoint'} (Ctrl-C again to quit now)…\n`),
    });
    try {
        const input = parseInput(command, rest);
        debug = input.flags.debug === true;
        if (input.flags.help === true) {
            io.stdout.write(commandHelp(command, input.positionals[0]));
            return ExitCode.ok;
        }
        if (input.flags.version === true) {
            io.stdout.write(`${VERSION}\n`);
            return ExitCode.ok;
        }
        const ctx = {
            stdout: io.stdout,
            stderr: io.stderr,
            env: io.env,
            argv,
            interrupts,
            run: io.run,
            program: runCli,
            global: {
                quiet: input.flags.quiet === true,
                json: input.flags.json === true,
                debug,
                ...(typeof input.flags['api-url'] === 'string' ? { apiUrl: input.flags['api-url'] } : {}),
                ...(typeof input.flags['api-key'] === 'string' ? { apiKey: input.flags['api-key'] } : {}),
                ...optionalNumber('maxRetries', integerFlag('max-retries', string(input.flags['max-retries']), { min: 0, max: 100 })),
                ...optionalNumber('timeoutMs', integerFlag('request-timeout', string(input.flags['request-timeout']), { min: 1 })),
                ...optionalNumber('pollIntervalMs', pollIntervalFlag(input.flags)),
            },
        };
        await loadDestinationModules(io.env);
        return await command.run(input, ctx);
    }
    catch (error) {
        return reportError(error, command, io, debug);
    }
    finally {
        interrupts.dispose();
    }
}
function optionalNumber(key, value) {
    return (value === undefined ? {} : { [key]: value });
}
function reportError(error, command, io, debug) {
    if (error instanceof UsageError) {
        io.stderr.write(`crawlstream ${command.name}: ${error.message}\nSee: crawlstream ${command.name} --help\n`);
        return ExitCode.usage;
    }
    if (isValidationError(error)) {
        const message = validationMessage(error, command.fieldFlags ?? {});
        io.stderr.write(`crawlstream ${command.name}: ${message}\nSee: crawlstream ${command.name} --help\n`);
        if (debug)
            io.stderr.write(`${error.stack ?? ''}\n`);
        return ExitCode.usage;
    }
    io.stderr.write(`crawlstream ${command.name}: ${describeError(error)}\n`);
    if (debug && error instanceof Error)
        io.stderr.write(`${error.stack ?? ''}\n`);
    return ExitCode.failed;
}
