#include "report/ReportHtml.h"

#include "models/QuantityFormat.h"
#include "report/ReportStrings.h"

#include <QLocale>

namespace fleet::app::report {

namespace {

using S = ReportStrings;

QString esc(const QString& s) { return s.toHtmlEscaped(); }
QString esc(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }

// An identifier (a result or input key, a catalog id) for a <code> cell: escaped, with a break opportunity after
// each '.', '_' and '-' (<wbr>), so a narrow column breaks "serving.decode_memory_bound_fraction" between its
// words rather than "…_fractio / n" (issue 31). The PDF's QTextDocument, which has no <wbr>, gets a zero-width
// space there (PdfReport).
QString identifier(const QString& key)
{
    QString out;
    for (const QChar c : key.toHtmlEscaped()) {
        out += c;
        if (c == u'.' || c == u'_' || c == u'-')
            out += QStringLiteral("<wbr>");
    }
    return out;
}

QString anchor(const QString& key) { return QStringLiteral("d-") + QString(key).replace(u'.', u'-'); }

// Header row; `widths` in percent (0: automatic), so long keys and sources do not squeeze other columns.
QString th(const QStringList& cols, const QList<int>& widths = {})
{
    QString h = QStringLiteral("<thead><tr>");
    for (int i = 0; i < cols.size(); ++i) {
        const int w = i < widths.size() ? widths.at(i) : 0;
        h += w > 0 ? QStringLiteral("<th width=\"%1%\">%2</th>").arg(w).arg(esc(cols.at(i)))
                   : QStringLiteral("<th>%1</th>").arg(esc(cols.at(i)));
    }
    return h + QStringLiteral("</tr></thead>");
}

QString tableOpen(const QString& cls = QStringLiteral("data"))
{
    return QStringLiteral("<table class=\"%1\" width=\"100%\" cellspacing=\"0\" cellpadding=\"3\">").arg(cls);
}

QString titlePage(const ReportContent& c)
{
    const QLocale l;
    QString h = QStringLiteral("<div class=\"title\"><p class=\"kicker\">FleetPlanner</p><h1>%1</h1><p class=\"subtitle\">%2</p>")
                    .arg(esc(S::reportTitle()), esc(c.scenarioName));
    h += tableOpen(QStringLiteral("meta"));
    auto row = [&](const QString& k, const QString& v) {
        h += QStringLiteral("<tr><th align=\"left\">%1</th><td>%2</td></tr>").arg(esc(k), v);
    };
    row(S::scenario(), esc(c.scenarioName));
    row(S::generated(), esc(l.toString(c.generated.toUTC(), QLocale::LongFormat)));
    row(S::appVersion(), esc(c.appVersion));
    row(S::catalog(), esc(c.catalogVersion.isEmpty() ? c.catalogId : c.catalogId + QStringLiteral(" · ") + c.catalogVersion));
    row(S::catalogHash(), QStringLiteral("<code class=\"hash\">%1</code>").arg(esc(c.catalogHash)));
    h += QStringLiteral("</table>");
    h += QStringLiteral("<p class=\"note\">%1</p></div>")
             .arg(esc(ReportHtml::tr("Results are in SI units, formatted with readable prefixes. Every result "
                                     "has its derivation (formula, inputs, textbook section) in the appendix.")));
    return h;
}

QString summaryHtml(const ReportContent& c)
{
    QString h = QStringLiteral("<h1 id=\"summary\">%1</h1><h2>%2</h2>").arg(esc(S::summary()), esc(S::keyFigures()));
    h += tableOpen() + th({S::colResult(), S::colValue()});
    for (const SummaryItem& i : c.summary.items)
        h += QStringLiteral("<tr><td><a href=\"#%3\">%1</a></td><td class=\"num\">%2</td></tr>")
                 .arg(esc(i.label), esc(i.value), anchor(i.key));
    h += QStringLiteral("</table><h2>%1</h2>").arg(esc(S::bindingConstraints()));
    if (c.summary.constraints.isEmpty())
        h += QStringLiteral("<p>%1</p>").arg(esc(S::noConstraint()));
    else {
        h += QStringLiteral("<ul>");
        for (const Constraint& k : c.summary.constraints)
            h += QStringLiteral("<li>%1</li>").arg(esc(k.text));
        h += QStringLiteral("</ul>");
    }
    return h;
}

QString bomHtml(const ReportContent& c)
{
    const QLocale l;
    QString h = QStringLiteral("<h1 id=\"bom\">%1</h1>").arg(esc(S::bom()));
    h += tableOpen() + th({S::colItem(), S::colQuantity(), S::colModel(), S::colKey()});
    for (const BomRow& b : c.bom)
        h += QStringLiteral("<tr><td>%1</td><td class=\"num\">%2</td><td>%3</td><td><code>%4</code></td></tr>")
                 .arg(esc(b.item), esc(l.toString(b.quantity, 'f', 0)), esc(b.model), identifier(b.key));
    return h + QStringLiteral("</table>");
}

QString issuesHtml(const ReportContent& c)
{
    if (c.issues.isEmpty())
        return {};
    QString h = QStringLiteral("<h2>%1</h2>").arg(esc(S::issues()));
    h += tableOpen() + th({S::colSeverity(), S::colMessage()});
    for (const fleet::Issue& i : c.issues) {
        const QString sev = i.severity == fleet::Severity::Error     ? ReportHtml::tr("error")
                            : i.severity == fleet::Severity::Warning ? ReportHtml::tr("warning")
                                                                     : ReportHtml::tr("info");
        h += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(esc(sev), esc(i.message()));
    }
    return h + QStringLiteral("</table>");
}

QString resultsTable(const DomainSection& s)
{
    QString h = tableOpen() + th({S::colResult(), S::colValue(), S::colUnit(), S::colKey()}, {40, 14, 10, 36});
    for (const ResultRow& r : s.rows)
        h += QStringLiteral("<tr><td><a href=\"#%5\">%1</a></td><td class=\"num\">%2</td><td>%3</td><td><code>%4</code></td></tr>")
                 .arg(esc(r.label), esc(r.value), esc(r.unit), identifier(r.key), anchor(r.key));
    return h + QStringLiteral("</table>");
}

QString assumptionsHtml(const ReportContent& c)
{
    QString h = QStringLiteral("<h1 id=\"assumptions\">%1</h1><p class=\"note\">%2</p>")
                    .arg(esc(S::assumptions()), esc(S::assumptionsNote()));
    h += tableOpen() + th({S::colInput(), S::colValue(), S::colUnit(), S::colSetBy(), S::colDefault(), S::colDescription()},
                                {30, 12, 7, 9, 12, 30});
    for (const AssumptionRow& a : c.assumptions)
        h += QStringLiteral("<tr%7><td><code>%1</code></td><td class=\"num\">%2</td><td>%3</td><td>%4</td><td class=\"num\">%5</td><td>%6</td></tr>")
                 .arg(identifier(a.key), esc(a.value), esc(a.unit), esc(a.userSet ? S::setByUser() : S::setByDefault()),
                      esc(a.defaultValue), esc(a.description),
                      a.userSet ? QStringLiteral(" class=\"user\"") : QString());
    return h + QStringLiteral("</table>");
}

QString provenanceHtml(const ReportContent& c)
{
    QString h = QStringLiteral("<h1 id=\"provenance\">%1</h1><p class=\"note\">%2</p>")
                    .arg(esc(S::provenance()), esc(S::provenanceNote()));
    h += tableOpen() + th({S::colKind(), S::colId(), S::colUse(), S::colSource(), S::colSourceKind(), S::colAsOf()},
                                {10, 21, 16, 33, 11, 9});
    for (const ProvenanceRow& p : c.provenance) {
        QString source = esc(p.source); // the rows' long notes are in the JSON and Markdown reports
        if (p.userOverride)
            source += QStringLiteral(" <b>(%1)</b>").arg(esc(S::userCatalog()));
        h += QStringLiteral("<tr><td>%1</td><td><code>%2</code><br/><span class=\"small\">%3</span></td><td>%4</td><td>%5</td><td>%6</td><td>%7</td></tr>")
                 .arg(esc(p.kind), identifier(p.id), esc(p.name), esc(p.role), source, esc(p.sourceKind), esc(p.asOf));
    }
    return h + QStringLiteral("</table>");
}

QString derivationHtml(const DerivationEntry& e)
{
    const fleet::Derivation& d = e.derivation;
    const QString key = QString::fromStdString(d.key);
    QString h = QStringLiteral("<h3 id=\"%1\">%2 <code class=\"small\">%3</code></h3>").arg(anchor(key), esc(e.label), esc(key));
    h += QStringLiteral("<p><b>%1:</b> <code>%2</code></p>").arg(esc(S::formula()), esc(d.formula));
    if (!d.inputs.empty()) {
        h += tableOpen(QStringLiteral("data deriv")) + th({S::colSymbol(), S::colDescription(), S::colValue(), S::colUnit()}, {14, 56, 18, 12});
        for (const fleet::DerivationTerm& t : d.inputs) {
            const FormattedQuantity q = formatQuantity(t.value, QString::fromStdString(t.unit));
            h += QStringLiteral("<tr><td><code>%1</code></td><td>%2</td><td class=\"num\">%3</td><td>%4</td></tr>")
                     .arg(esc(t.symbol), esc(t.description), esc(q.number), esc(q.unit));
        }
        h += QStringLiteral("</table>");
    }
    const FormattedQuantity v = formatQuantity(d.value, QString::fromStdString(d.unit), key);
    h += QStringLiteral("<p><b>%1:</b> %2</p>").arg(esc(S::result()), esc(v.text()));
    if (!d.section.empty())
        h += QStringLiteral("<p><b>%1:</b> %2</p>").arg(esc(S::seedSection()), esc(d.section));
    if (!d.note.empty())
        h += QStringLiteral("<p class=\"small\"><b>%1:</b> %2</p>").arg(esc(S::note()), esc(d.note));
    if (!d.accuracy.empty())
        h += QStringLiteral("<p class=\"small\"><b>%1:</b> %2</p>").arg(esc(S::accuracy()), esc(d.accuracy));
    return h;
}

} // namespace

QString ReportHtml::styleSheet()
{
    return QStringLiteral(
        "body { font-family: 'DejaVu Sans', 'Noto Sans CJK SC', sans-serif; font-size: 10pt; color: #1a1a1a; }\n"
        "h1 { font-size: 17pt; color: #12355b; margin-top: 12px; margin-bottom: 6px; }\n"
        "h2 { font-size: 13pt; color: #12355b; margin-top: 10px; margin-bottom: 4px; }\n"
        "h3 { font-size: 10.5pt; color: #12355b; margin-top: 10px; margin-bottom: 2px; }\n"
        "table.data { border-collapse: collapse; margin-bottom: 6px; }\n"
        "table.data th { background-color: #dfe7f0; text-align: left; font-weight: bold; border: 1px solid #b8c4d2; padding: 3px; }\n"
        "table.data td { border: 1px solid #d0d7e0; padding: 3px; vertical-align: top; }\n"
        "table.meta th { text-align: left; padding: 4px; color: #444444; }\n"
        "table.meta td { padding: 4px; }\n"
        "td.num { text-align: right; white-space: nowrap; }\n"
        "tr.user td { background-color: #fff4d6; }\n"
        "code { font-family: 'DejaVu Sans Mono', monospace; font-size: 8.5pt; }\n"
        "code.hash { font-size: 7.5pt; }\n"
        ".small { font-size: 8pt; color: #555555; }\n"
        ".note { color: #444444; }\n"
        ".kicker { font-size: 12pt; color: #555555; margin-top: 60px; }\n"
        ".subtitle { font-size: 15pt; margin-bottom: 24px; }\n"
        "a { color: #1a1a1a; text-decoration: none; }\n");
}

QList<ReportBlock> ReportHtml::blocks(const ReportContent& c)
{
    using T = ReportBlock::Type;
    QList<ReportBlock> out;
    auto html = [&](const QString& h) {
        if (!h.isEmpty())
            out.append({T::Html, h, {}});
    };
    auto pageBreak = [&] { out.append({T::PageBreak, {}, {}}); };

    html(titlePage(c));
    pageBreak();
    html(summaryHtml(c));
    html(issuesHtml(c));
    html(bomHtml(c));
    for (const DomainSection& s : c.sections) {
        pageBreak();
        html(QStringLiteral("<h1 id=\"sec-%1\">%2</h1><p class=\"note\">%3</p>").arg(s.id, esc(s.title), esc(s.description)));
        out.append({T::Charts, {}, s.id});
        html(resultsTable(s));
    }
    pageBreak();
    html(assumptionsHtml(c));
    pageBreak();
    html(provenanceHtml(c));
    pageBreak();
    html(QStringLiteral("<h1 id=\"derivations\">%1</h1>").arg(esc(S::derivations())));
    for (const DerivationEntry& e : c.derivations)
        html(derivationHtml(e));
    return out;
}

QByteArray ReportHtml::inlineSvg(const QByteArray& svgDocument)
{
    const qsizetype start = svgDocument.indexOf("<svg");
    return start < 0 ? QByteArray() : svgDocument.mid(start);
}

QByteArray ReportHtml::document(const ReportContent& c, const QHash<QString, QList<QByteArray>>& svgBySection)
{
    QString page = QStringLiteral("<!DOCTYPE html>\n<html lang=\"%1\"><head><meta charset=\"utf-8\"/>\n"
                                  "<meta name=\"generator\" content=\"FleetPlanner %2\"/>\n<title>%3 — %4</title>\n<style>\n%5"
                                  "body { max-width: 60em; margin: 1em auto; padding: 0 1em; }\n"
                                  "div.chart { margin: 8px 0; } div.chart svg { max-width: 100%; height: auto; }\n"
                                  "@media print { h1 { page-break-before: always; } .title h1 { page-break-before: avoid; } }\n"
                                  "</style></head><body>\n")
                       .arg(QLocale().bcp47Name(), esc(c.appVersion), esc(S::reportTitle()), esc(c.scenarioName),
                            styleSheet());
    for (const ReportBlock& b : blocks(c)) {
        switch (b.type) {
        case ReportBlock::Type::Html: page += b.html + u'\n'; break;
        case ReportBlock::Type::PageBreak: break;
        case ReportBlock::Type::Charts:
            for (const QByteArray& svg : svgBySection.value(b.section))
                page += QStringLiteral("<div class=\"chart\">") + QString::fromUtf8(inlineSvg(svg)) +
                        QStringLiteral("</div>\n");
            break;
        }
    }
    page += QStringLiteral("</body></html>\n");
    return page.toUtf8();
}

} // namespace fleet::app::report
