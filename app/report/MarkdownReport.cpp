#include "report/MarkdownReport.h"

#include "models/QuantityFormat.h"
#include "report/ReportStrings.h"

#include <QLocale>
#include <QUrl>

#include <algorithm>

namespace fleet::app::report {

namespace {

using S = ReportStrings;

// Text from a plan or a catalog, escaped for Markdown: no raw HTML (<script>), no entity (&amp;), no emphasis,
// link, image or code markup, no table pipe, one line. Everything stays readable in the rendered page.
QString cell(const QString& in)
{
    QString s;
    s.reserve(in.size() + 8);
    for (QChar c : in) {
        switch (c.unicode()) {
        case '&': s += QStringLiteral("&amp;"); break;
        case '<': s += QStringLiteral("&lt;"); break;
        case '>': s += QStringLiteral("&gt;"); break;
        case '\\': case '`': case '*': case '_': case '[': case ']': case '|': case '#': case '!': case '~':
            s += u'\\';
            s += c;
            break;
        case '\n': case '\r': s += u' '; break;
        default: s += c;
        }
    }
    return s;
}

// A code span that holds any text: the fence is longer than any run of backticks inside (CommonMark), pipes
// are escaped for the table around it, and there are no line breaks. Text with '<', '>' or '&' (a catalog name
// inside a formula) is written as escaped text instead: a code span is literal in CommonMark, but not in every
// renderer, and a raw tag must not reach one that differs.
QString code(const QString& in)
{
    if (in.isEmpty())
        return {};
    if (in.contains(u'<') || in.contains(u'>') || in.contains(u'&'))
        return cell(in);
    QString s = in;
    s.replace(u'\n', u' ').replace(u'\r', u' ').replace(QStringLiteral("|"), QStringLiteral("\\|"));
    int longest = 0, run = 0;
    for (QChar c : s) {
        run = c == u'`' ? run + 1 : 0;
        longest = std::max(longest, run);
    }
    const QString fence(longest + 1, u'`');
    const bool pad = s.startsWith(u'`') || s.endsWith(u'`');
    return fence + (pad ? QStringLiteral(" ") : QString()) + s + (pad ? QStringLiteral(" ") : QString()) + fence;
}

// A link target: a relative path, percent-encoded (spaces, parentheses) with its slashes kept.
QString link(const QString& path) { return QString::fromLatin1(QUrl::toPercentEncoding(path, "/-._~")); }

QString row(const QStringList& cells)
{
    QString r = QStringLiteral("|");
    for (const QString& c : cells)
        r += u' ' + c + QStringLiteral(" |");
    return r + u'\n';
}

QString header(const QStringList& cols, const QList<bool>& numeric = {})
{
    QString sep = QStringLiteral("|");
    QStringList esc;
    for (int i = 0; i < cols.size(); ++i) {
        esc << cell(cols.at(i));
        sep += (i < numeric.size() && numeric.at(i)) ? QStringLiteral(" --: |") : QStringLiteral(" --- |");
    }
    return row(esc) + sep + u'\n';
}

} // namespace

QByteArray MarkdownReport::write(const ReportContent& c, const QHash<QString, QStringList>& chartFiles)
{
    const QLocale l;
    QString md;
    md += QStringLiteral("# %1: %2\n\n").arg(cell(S::reportTitle()), cell(c.scenarioName));
    md += header({QString(), QString()});
    md += row({cell(S::scenario()), cell(c.scenarioName)});
    md += row({cell(S::generated()), cell(l.toString(c.generated.toUTC(), QLocale::LongFormat))});
    md += row({cell(S::appVersion()), cell(c.appVersion)});
    md += row({cell(S::catalog()), cell(c.catalogVersion.isEmpty() ? c.catalogId : c.catalogId + QStringLiteral(" · ") + c.catalogVersion)});
    md += row({cell(S::catalogHash()), code(c.catalogHash)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n### %2\n\n").arg(S::summary(), S::keyFigures());
    md += header({S::colResult(), S::colValue()}, {false, true});
    for (const SummaryItem& i : c.summary.items)
        md += row({cell(i.label), cell(i.value)});
    md += QStringLiteral("\n### %1\n\n").arg(S::bindingConstraints());
    if (c.summary.constraints.isEmpty())
        md += cell(S::noConstraint()) + u'\n';
    for (const Constraint& k : c.summary.constraints)
        md += QStringLiteral("- %1\n").arg(cell(k.text));
    md += u'\n';
    if (!c.issues.isEmpty()) {
        md += QStringLiteral("### %1\n\n").arg(S::issues());
        for (const fleet::Issue& i : c.issues)
            md += QStringLiteral("- %1\n").arg(cell(QString::fromStdString(i.message())));
        md += u'\n';
    }

    md += QStringLiteral("## %1\n\n").arg(S::bom());
    md += header({S::colItem(), S::colQuantity(), S::colModel(), S::colKey()}, {false, true});
    for (const BomRow& b : c.bom)
        md += row({cell(b.item), cell(l.toString(b.quantity, 'f', 0)), cell(b.model), code(b.key)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n").arg(S::results());
    for (const DomainSection& s : c.sections) {
        md += QStringLiteral("### %1\n\n").arg(cell(s.title));
        if (!s.description.isEmpty())
            md += cell(s.description) + QStringLiteral("\n\n");
        for (const QString& f : chartFiles.value(s.id))
            md += QStringLiteral("![%1](%2)\n\n").arg(cell(s.title), link(f));
        md += header({S::colResult(), S::colValue(), S::colUnit(), S::colKey()}, {false, true});
        for (const ResultRow& r : s.rows)
            md += row({cell(r.label), cell(r.value), cell(r.unit), code(r.key)});
        md += u'\n';
    }

    md += QStringLiteral("## %1\n\n%2\n\n").arg(cell(S::assumptions()), cell(S::assumptionsNote()));
    md += header({S::colInput(), S::colValue(), S::colUnit(), S::colSetBy(), S::colDefault(), S::colDescription()},
                 {false, true, false, false, true});
    for (const AssumptionRow& a : c.assumptions)
        md += row({code(a.key), cell(a.value), cell(a.unit), a.userSet ? QStringLiteral("**%1**").arg(cell(S::setByUser())) : cell(S::setByDefault()),
                   cell(a.defaultValue), cell(a.description)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n%2\n\n").arg(cell(S::provenance()), cell(S::provenanceNote()));
    md += header({S::colKind(), S::colId(), S::colName(), S::colUse(), S::colSource(), S::colSourceKind(), S::colAsOf()});
    for (const ProvenanceRow& p : c.provenance)
        md += row({cell(p.kind), code(p.id), cell(p.name), cell(p.role),
                   cell(p.source + (p.userOverride ? QStringLiteral(" (%1)").arg(S::userCatalog()) : QString())),
                   cell(p.sourceKind), cell(p.asOf)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n").arg(S::derivations());
    for (const DerivationEntry& e : c.derivations) {
        const fleet::Derivation& d = e.derivation;
        const QString key = QString::fromStdString(d.key);
        md += QStringLiteral("### %1 (%2)\n\n").arg(cell(e.label), code(key));
        md += QStringLiteral("%1: %2\n\n").arg(cell(S::formula()), code(QString::fromStdString(d.formula)));
        if (!d.inputs.empty()) {
            md += header({S::colSymbol(), S::colDescription(), S::colValue(), S::colUnit()}, {false, false, true});
            for (const fleet::DerivationTerm& t : d.inputs) {
                const FormattedQuantity q = formatQuantity(t.value, QString::fromStdString(t.unit));
                md += row({code(QString::fromStdString(t.symbol)), cell(QString::fromStdString(t.description)),
                           cell(q.number), cell(q.unit)});
            }
            md += u'\n';
        }
        md += QStringLiteral("%1: **%2**\n\n")
                  .arg(cell(S::result()), cell(formatQuantity(d.value, QString::fromStdString(d.unit), key).text()));
        if (!d.section.empty())
            md += QStringLiteral("%1: %2\n\n").arg(cell(S::seedSection()), cell(QString::fromStdString(d.section)));
        if (!d.note.empty())
            md += QStringLiteral("%1: %2\n\n").arg(cell(S::note()), cell(QString::fromStdString(d.note)));
        if (!d.accuracy.empty())
            md += QStringLiteral("%1: %2\n\n").arg(cell(S::accuracy()), cell(QString::fromStdString(d.accuracy)));
    }
    return md.toUtf8();
}

} // namespace fleet::app::report
