#include "CatalogRowValidator.h"

#include "units/Decimal.h"

#include <cmath>

namespace fleet::catalog {

namespace {

bool isNumber(const QVariant& v)
{
    switch (v.metaType().id()) {
    case QMetaType::Double:
    case QMetaType::Float:
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong: return true;
    default: return false;
    }
}

bool isText(const QVariant& v) { return v.metaType().id() == QMetaType::QString; }

bool isBlank(const QVariant& v) { return v.isNull() || (isText(v) && v.toString().trimmed().isEmpty()); }

// A value quoted in a message: short, on one line.
QString shown(const QVariant& v)
{
    if (isNumber(v))
        return QString::number(v.toDouble(), 'g', 6);
    QString s = v.toString().left(40).replace(u'\n', u' ');
    return u'\'' + s + (v.toString().size() > 40 ? QStringLiteral("…'") : QStringLiteral("'"));
}

bool hasControlCharacter(const QString& s)
{
    for (QChar c : s)
        if (c.category() == QChar::Other_Control)
            return true;
    return false;
}

// The first control character of a text that may break lines (tab, line feed and carriage return are text in
// notes and sources; a name is one line), or none: an escape sequence in a catalog row would reach terminals raw
// and make report SVGs invalid XML (issue 31, robustness 7).
std::optional<QChar> controlCharacterIn(const QString& s, bool oneLine)
{
    for (QChar c : s)
        if (c.category() == QChar::Other_Control &&
            (oneLine || (c != u'\t' && c != u'\n' && c != u'\r')))
            return c;
    return std::nullopt;
}

} // namespace

CatalogRowValidator::CatalogRowValidator(QString table, QStringList columns) : m_table(std::move(table))
{
    const TableRules* rules = rulesFor(m_table);
    QStringList ruled;
    if (rules) {
        for (const ColumnRule& r : rules->columns) {
            m_checks.push_back({static_cast<int>(columns.indexOf(r.column)), &r, r.column});
            ruled << r.column;
        }
        for (const QString& c : rules->anyOf) {
            m_anyOf.push_back(static_cast<int>(columns.indexOf(c)));
            m_anyOfNames << c;
        }
    }
    for (int i = 0; i < columns.size(); ++i)
        if (!ruled.contains(columns.at(i)))
            m_checks.push_back({i, nullptr, columns.at(i)});
    m_idIndex = static_cast<int>(columns.indexOf(QStringLiteral("id")));
    // A column named twice (a CSV header, a hand-made row) would be checked once and read either way.
    for (int i = 0; i < columns.size() && m_repeated.isEmpty(); ++i)
        if (columns.indexOf(columns.at(i)) != i)
            m_repeated = columns.at(i);
}

std::optional<double> CatalogRowValidator::numberOf(const QVariant& v)
{
    if (isNumber(v)) {
        const double d = v.toDouble();
        return std::isfinite(d) ? std::optional<double>(d) : std::nullopt;
    }
    if (isText(v))
        return fleet::parseDecimal(v.toString().trimmed().toStdString());
    return std::nullopt;
}

std::optional<QString> CatalogRowValidator::checkValue(const Check& c, const QVariant& v) const
{
    const ColumnRule* r = c.rule;
    if (isBlank(v)) {
        if (r && r->required)
            return c.index < 0 ? QStringLiteral("the column is missing") : QStringLiteral("is missing (NULL or empty)");
        return std::nullopt;
    }
    if (v.metaType().id() == QMetaType::QByteArray)
        return QStringLiteral("holds binary data (a BLOB)");
    const ColumnKind kind = r ? r->kind : isNumber(v) ? ColumnKind::Real : ColumnKind::Text;
    switch (kind) {
    case ColumnKind::Id:
    case ColumnKind::Text:
    case ColumnKind::Choice: {
        if (!isText(v))
            return QStringLiteral("%1 is a number where text belongs").arg(shown(v));
        const QString s = v.toString();
        const int maxChars = r ? r->maxChars : kMaxTextChars;
        if (kind != ColumnKind::Choice && s.size() > maxChars)
            return QStringLiteral("has %1 characters; at most %2 are accepted").arg(s.size()).arg(maxChars);
        if (kind == ColumnKind::Id && (s != s.trimmed() || hasControlCharacter(s)))
            return QStringLiteral("%1 is not %2").arg(shown(v), r->expected());
        if (kind == ColumnKind::Text) {
            const bool oneLine = r && r->column == QLatin1String("name");
            if (const auto c = controlCharacterIn(s, oneLine))
                return QStringLiteral("holds the control character U+%1; %2 take printable characters only")
                    .arg(c->unicode(), 4, 16, QLatin1Char('0'))
                    .arg(oneLine ? QStringLiteral("names") : QStringLiteral("texts (besides tabs and line breaks)"));
        }
        if (kind == ColumnKind::Choice && !r->choices.contains(s))
            return QStringLiteral("%1 is not %2").arg(shown(v), r->expected());
        return std::nullopt;
    }
    case ColumnKind::Real:
    case ColumnKind::Integer: {
        const std::optional<double> d = numberOf(v);
        if (!d)
            return isNumber(v) ? QStringLiteral("%1 is not a finite number").arg(shown(v))
                               : QStringLiteral("%1 is not a number").arg(shown(v));
        if (!r)
            return std::nullopt; // a column without a rule: any finite number
        if (*d < r->min || *d > r->max || (kind == ColumnKind::Integer && *d != std::floor(*d)))
            return QStringLiteral("%1 is out of range; expected %2").arg(QString::number(*d, 'g', 6), r->expected());
        return std::nullopt;
    }
    }
    return std::nullopt;
}

std::optional<RowProblem> CatalogRowValidator::check(const QVariantList& values) const
{
    if (!m_repeated.isEmpty())
        return RowProblem{m_repeated, QStringLiteral("the column appears twice")};
    for (const Check& c : m_checks) {
        const QVariant v = c.index >= 0 && c.index < values.size() ? values.at(c.index) : QVariant();
        if (std::optional<QString> message = checkValue(c, v))
            return RowProblem{c.column, *message};
    }
    if (!m_anyOf.empty()) {
        bool any = false;
        for (int i : m_anyOf)
            any = any || (i >= 0 && i < values.size() && !isBlank(values.at(i)));
        if (!any)
            return RowProblem{m_anyOfNames.join(QStringLiteral(", ")), QStringLiteral("none is set; at least one is needed")};
    }
    return std::nullopt;
}

std::vector<RowProblem> CatalogRowValidator::checkAll(const QVariantList& values) const
{
    if (!m_repeated.isEmpty())
        return {RowProblem{m_repeated, QStringLiteral("the column appears twice")}};
    std::vector<RowProblem> out;
    for (const Check& c : m_checks) {
        const QVariant v = c.index >= 0 && c.index < values.size() ? values.at(c.index) : QVariant();
        if (std::optional<QString> message = checkValue(c, v))
            out.push_back(RowProblem{c.column, *message});
    }
    if (out.empty() && check(values))
        out.push_back(*check(values)); // the any-of rule (an accelerator needs some peak)
    return out;
}

QString CatalogRowValidator::idOf(const QVariantList& values) const
{
    return m_idIndex >= 0 && m_idIndex < values.size() ? values.at(m_idIndex).toString() : QString();
}

QString CatalogRowValidator::describe(const QString& source, const QVariantList& values, const RowProblem& p) const
{
    QString id = idOf(values);
    if (id.size() > 60)
        id = id.left(60) + QStringLiteral("…");
    return QStringLiteral("%1: table %2, id '%3', column %4: %5; the row is skipped")
        .arg(source, m_table, id, p.column, p.message);
}

} // namespace fleet::catalog
