#pragma once
// Numbers out of range, worded alike wherever a plan's value is read (a .fleetplan, `--set`): a decimal that no
// double holds (1e-400 underflows, 1e400 overflows) and a count no whole number of the plan holds (1e20) are out of
// range — with the key's range — not "not a number" or "not a whole number" (issue 31, robustness 11).
#include "scenario/ScenarioSchema.h"

#include <QRegularExpression>
#include <QString>

#include <charconv>
#include <cmath>
#include <optional>
#include <string>

namespace fleet::app {

namespace detail {

// The power of ten of the first significant digit of a decimal text ("1e-400" → -400, "0.05" → -2, "12e3" → 4).
inline long long decimalMagnitude(const QString& text)
{
    static const QRegularExpression exponentMark(QStringLiteral("[eE]"));
    const qsizetype e = text.indexOf(exponentMark);
    QString mantissa = e < 0 ? text : text.left(e);
    mantissa.remove(u'+').remove(u'-');
    const qsizetype point = mantissa.indexOf(u'.');
    const QString whole = point < 0 ? mantissa : mantissa.left(point);
    const QString fraction = point < 0 ? QString() : mantissa.mid(point + 1);
    long long magnitude = 0;
    if (const qsizetype firstDigit = whole.indexOf(QRegularExpression(QStringLiteral("[1-9]"))); firstDigit >= 0)
        magnitude = whole.size() - firstDigit - 1;
    else
        magnitude = -(fraction.indexOf(QRegularExpression(QStringLiteral("[1-9]"))) + 1);
    if (e < 0)
        return magnitude;
    bool ok = false;
    const long long exponent = text.mid(e + 1).toLongLong(&ok);
    return magnitude + (ok ? exponent : (text.at(e + 1) == u'-' ? -(1LL << 40) : (1LL << 40)));
}

} // namespace detail

// For `text` given to `key` (a numeric scenario key, or a path such as catalogRows.accelerators.hbm_gb): the message
// when it is a decimal number out of range — "training.mfu: 1e-400 is out of range: it underflows, nearer to 0 than the
// smallest double (4.9e-324); expected a number from 0.01 to 1" — or nullopt when it is not (any other problem is
// the reader's to name).
inline std::optional<QString> numberRangeError(const QString& key, const QString& textIn)
{
    static const QRegularExpression decimal(QStringLiteral("^[+-]?([0-9]+\\.?[0-9]*|\\.[0-9]+)([eE][+-]?[0-9]+)?$"));
    const QString text = textIn.trimmed();
    if (!decimal.match(text).hasMatch())
        return std::nullopt;
    const auto& schema = fleet::ScenarioSchema::instance();
    const fleet::FieldSpec* f = schema.field(key.toStdString());
    const bool numeric = f && (f->type == fleet::FieldType::Real || f->type == fleet::FieldType::Integer);
    if (f && !numeric)
        return std::nullopt; // "1e400" as an accelerator id is an unknown id, not a number
    const QString expected = numeric ? QStringLiteral("; expected %1%2")
                                           .arg(QString::fromStdString(schema.rangeText(*f)),
                                                QString::fromStdString(fleet::aliasNote(key.toStdString(), *f)))
                                     : QString();
    const std::string s = (text.startsWith(u'+') ? text.mid(1) : text).toStdString();
    double d = 0.0;
    const auto [end, ec] = std::from_chars(s.data(), s.data() + s.size(), d, std::chars_format::general);
    if (ec == std::errc::result_out_of_range)
        return detail::decimalMagnitude(text) < 0
                   ? QStringLiteral("%1: %2 is out of range: it underflows, nearer to 0 than the smallest double "
                                    "(4.9e-324)%3")
                         .arg(key, text, expected)
                   : QStringLiteral("%1: %2 is out of range: it overflows, beyond the largest double (1.8e+308)%3")
                         .arg(key, text, expected);
    // A whole number beyond what a count holds (±9e15, exact in a double) is out of range, not "not a whole number".
    if (ec == std::errc() && f && f->type == fleet::FieldType::Integer && d == std::floor(d) && std::fabs(d) >= 9e15)
        return QStringLiteral("%1: %2 is out of range%3").arg(key, text, expected);
    return std::nullopt;
}

} // namespace fleet::app
