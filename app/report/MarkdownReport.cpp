#include "report/MarkdownReport.h"

#include "models/QuantityFormat.h"
#include "report/ReportStrings.h"

#include <QLocale>

namespace fleet::app::report {

namespace {

using S = ReportStrings;

// A table cell: pipes escaped, no line breaks.
QString cell(QString s)
{
    s.replace(u'\\', QStringLiteral("\\\\"));
    s.replace(u'|', QStringLiteral("\\|"));
    s.replace(u'\n', u' ');
    return s;
}

QString code(const QString& s) { return s.isEmpty() ? QString() : QStringLiteral("`") + cell(s) + u'`'; }

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
    md += QStringLiteral("# %1: %2\n\n").arg(S::reportTitle(), c.scenarioName);
    md += header({QString(), QString()});
    md += row({S::scenario(), cell(c.scenarioName)});
    md += row({S::generated(), l.toString(c.generated.toUTC(), QLocale::LongFormat)});
    md += row({S::appVersion(), cell(c.appVersion)});
    md += row({S::catalog(), cell(c.catalogVersion.isEmpty() ? c.catalogId : c.catalogId + QStringLiteral(" · ") + c.catalogVersion)});
    md += row({S::catalogHash(), code(c.catalogHash)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n### %2\n\n").arg(S::summary(), S::keyFigures());
    md += header({S::colResult(), S::colValue()}, {false, true});
    for (const SummaryItem& i : c.summary.items)
        md += row({cell(i.label), cell(i.value)});
    md += QStringLiteral("\n### %1\n\n").arg(S::bindingConstraints());
    if (c.summary.constraints.isEmpty())
        md += S::noConstraint() + u'\n';
    for (const Constraint& k : c.summary.constraints)
        md += QStringLiteral("- %1\n").arg(k.text);
    md += u'\n';
    if (!c.issues.isEmpty()) {
        md += QStringLiteral("### %1\n\n").arg(S::issues());
        for (const fleet::Issue& i : c.issues)
            md += QStringLiteral("- %1\n").arg(QString::fromStdString(i.message));
        md += u'\n';
    }

    md += QStringLiteral("## %1\n\n").arg(S::bom());
    md += header({S::colItem(), S::colQuantity(), S::colModel(), S::colKey()}, {false, true});
    for (const BomRow& b : c.bom)
        md += row({cell(b.item), l.toString(b.quantity, 'f', 0), cell(b.model), code(b.key)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n").arg(S::results());
    for (const DomainSection& s : c.sections) {
        md += QStringLiteral("### %1\n\n").arg(s.title);
        if (!s.description.isEmpty())
            md += s.description + QStringLiteral("\n\n");
        for (const QString& f : chartFiles.value(s.id))
            md += QStringLiteral("![%1](%2)\n\n").arg(s.title, f);
        md += header({S::colResult(), S::colValue(), S::colUnit(), S::colKey()}, {false, true});
        for (const ResultRow& r : s.rows)
            md += row({cell(r.label), cell(r.value), cell(r.unit), code(r.key)});
        md += u'\n';
    }

    md += QStringLiteral("## %1\n\n%2\n\n").arg(S::assumptions(), S::assumptionsNote());
    md += header({S::colInput(), S::colValue(), S::colUnit(), S::colSetBy(), S::colDefault(), S::colDescription()},
                 {false, true, false, false, true});
    for (const AssumptionRow& a : c.assumptions)
        md += row({code(a.key), cell(a.value), cell(a.unit), a.userSet ? QStringLiteral("**%1**").arg(S::setByUser()) : S::setByDefault(),
                   cell(a.defaultValue), cell(a.description)});
    md += u'\n';

    md += QStringLiteral("## %1\n\n%2\n\n").arg(S::provenance(), S::provenanceNote());
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
        md += QStringLiteral("### %1 (`%2`)\n\n").arg(e.label, key);
        md += QStringLiteral("%1: `%2`\n\n").arg(S::formula(), QString::fromStdString(d.formula));
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
                  .arg(S::result(), formatQuantity(d.value, QString::fromStdString(d.unit), key).text());
        if (!d.section.empty())
            md += QStringLiteral("%1: %2\n\n").arg(S::seedSection(), QString::fromStdString(d.section));
        if (!d.note.empty())
            md += QStringLiteral("%1: %2\n\n").arg(S::note(), QString::fromStdString(d.note));
    }
    return md.toUtf8();
}

} // namespace fleet::app::report
