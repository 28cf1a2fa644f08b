#pragma once
// Argument helpers shared by the CLI's subcommands: one table-driven parser (parseArgs) for every subcommand's
// options and positional arguments, and the conversions of option values.
#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace fleet::app {

// One option of a subcommand, named as typed: "--json", "-o".
struct CliOption {
    enum Kind {
        Flag,    // no value
        Value,   // one value: the next argument, or --name=VALUE
        Repeated // a value, any number of times (--set, --vary)
    };
    QString name;
    Kind kind = Flag;
};

// A subcommand's arguments, parsed.
struct ParsedArgs {
    QHash<QString, QStringList> options; // option name → its values in order (a flag: one empty value)
    QStringList positional;
    QString error; // the first problem (an unknown option, one given twice, …); "" when there is none

    bool has(const QString& name) const { return options.contains(name); }
    QString value(const QString& name) const { return options.value(name).value(0); }
    QStringList values(const QString& name) const { return options.value(name); }
    // The options as the subcommands take them: a flag → "1", a value → itself (Repeated ones are left out).
    QHash<QString, QString> single(const QList<CliOption>& spec) const;
};

// Parses `args` against `spec`. Until `--` (which ends the options; every argument after it is positional), an
// argument that starts with '-' (but '-' alone) is an option; a long option's value may follow a '='. Refused, with
// a message naming what is wrong: an unknown option, a valued option without a value or with an empty one, a flag
// given a value, an option other than a Repeated one given twice, more than `maxPositional` positional arguments.
// With `keepUnknown`, unknown options and positional arguments are left in `positional` as they were, with
// everything from `--` on (the global options of CliApp, taken out before the subcommand reads the rest).
ParsedArgs parseArgs(const QStringList& args, const QList<CliOption>& spec, qsizetype maxPositional,
                     bool keepUnknown = false);

// The options of a subcommand from its lists of names: flags, single values and repeatable values.
QList<CliOption> cliOptions(const QStringList& flags, const QStringList& valued, const QStringList& repeated = {});

// Removes `option` (at i) and its value from args and returns the value; sets *error when the value is missing.
QString takeValue(QStringList& args, int i, const QString& option, QString* error);

// The whole-number option `key` (`fallback` when not given); nullopt when its value is not a whole number from
// `lo` to `hi`: the caller says what it should have been.
std::optional<int> intOption(const QHash<QString, QString>& options, const QString& key, int fallback, int lo, int hi);

} // namespace fleet::app
