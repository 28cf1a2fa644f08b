#include "CliArgs.h"

namespace fleet::app {

namespace {

const CliOption* findOption(const QList<CliOption>& spec, const QString& name)
{
    for (const CliOption& o : spec)
        if (o.name == name)
            return &o;
    return nullptr;
}

bool isOption(const QString& arg) { return arg.size() > 1 && arg.startsWith(u'-'); }

// "--set=KEY=VALUE" → "--set" and "KEY=VALUE"; a short option ("-o") has no '=' form.
std::pair<QString, std::optional<QString>> splitOption(const QString& arg)
{
    const qsizetype eq = arg.indexOf(u'=');
    if (!arg.startsWith(QStringLiteral("--")) || eq < 3)
        return {arg, std::nullopt};
    return {arg.left(eq), arg.mid(eq + 1)};
}

QString quotedList(const QStringList& values)
{
    QStringList q;
    for (const QString& v : values)
        q << u'\'' + v.left(200) + u'\'';
    return q.join(QStringLiteral(", "));
}

// Records the value of `o`; returns the problem (given twice, an empty value) or "".
QString record(ParsedArgs& out, const CliOption& o, const QString& value)
{
    if (o.kind != CliOption::Flag && value.isEmpty())
        return QStringLiteral("%1 needs a value; it was given an empty one").arg(o.name);
    QStringList& values = out.options[o.name];
    if (!values.isEmpty() && o.kind == CliOption::Flag)
        return QStringLiteral("%1 is given twice; give it once").arg(o.name);
    if (!values.isEmpty() && o.kind == CliOption::Value)
        return QStringLiteral("%1 is given twice (%2); give it once").arg(o.name, quotedList({values.first(), value}));
    values << value;
    return {};
}

// Reads the option args[i] (and its value); returns the index of its last argument, or -1 with out.error set.
qsizetype readOption(const QStringList& args, qsizetype i, const CliOption& o, const std::optional<QString>& inlineValue,
                     ParsedArgs& out)
{
    QString value;
    if (o.kind == CliOption::Flag && inlineValue) {
        out.error = QStringLiteral("%1 takes no value (%2)").arg(o.name, args.at(i));
        return -1;
    }
    if (o.kind != CliOption::Flag) {
        if (!inlineValue && i + 1 >= args.size()) {
            out.error = QStringLiteral("%1 needs a value").arg(o.name);
            return -1;
        }
        value = inlineValue ? *inlineValue : args.at(++i);
    }
    out.error = record(out, o, value);
    return out.error.isEmpty() ? i : -1;
}

} // namespace

QHash<QString, QString> ParsedArgs::single(const QList<CliOption>& spec) const
{
    QHash<QString, QString> out;
    for (const CliOption& o : spec)
        if (o.kind != CliOption::Repeated && has(o.name))
            out.insert(o.name, o.kind == CliOption::Flag ? QStringLiteral("1") : value(o.name));
    return out;
}

ParsedArgs parseArgs(const QStringList& args, const QList<CliOption>& spec, qsizetype maxPositional, bool keepUnknown)
{
    ParsedArgs out;
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString& arg = args.at(i);
        if (arg == QStringLiteral("--")) {
            out.positional << args.mid(keepUnknown ? i : i + 1);
            break;
        }
        const auto [name, inlineValue] = splitOption(arg);
        const CliOption* o = isOption(arg) ? findOption(spec, name) : nullptr;
        if (!o && isOption(arg) && !keepUnknown) {
            out.error = QStringLiteral("unknown option %1").arg(name);
            return out;
        }
        if (!o) {
            out.positional << arg;
            continue;
        }
        i = readOption(args, i, *o, inlineValue, out);
        if (i < 0)
            return out;
    }
    if (!keepUnknown && out.positional.size() > maxPositional) {
        const QStringList extra = out.positional.mid(maxPositional);
        out.error = QStringLiteral("unexpected argument%1 %2").arg(extra.size() > 1 ? QStringLiteral("s") : QString(),
                                                                   quotedList(extra));
    }
    return out;
}

QList<CliOption> cliOptions(const QStringList& flags, const QStringList& valued, const QStringList& repeated)
{
    QList<CliOption> out;
    for (const QString& f : flags)
        out.append({f, CliOption::Flag});
    for (const QString& v : valued)
        out.append({v, CliOption::Value});
    for (const QString& r : repeated)
        out.append({r, CliOption::Repeated});
    return out;
}

QString takeValue(QStringList& args, int i, const QString& option, QString* error)
{
    if (i + 1 >= args.size()) {
        *error = QStringLiteral("%1 needs a value").arg(option);
        return {};
    }
    const QString v = args.at(i + 1);
    args.remove(i, 2);
    return v;
}

std::optional<int> intOption(const QHash<QString, QString>& options, const QString& key, int fallback, int lo, int hi)
{
    if (!options.contains(key))
        return fallback;
    bool ok = false;
    const int v = options.value(key).toInt(&ok);
    if (!ok || v < lo || v > hi)
        return std::nullopt;
    return v;
}

} // namespace fleet::app
