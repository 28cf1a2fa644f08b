#include "common/DerivationPanel.h"

#include "i18n/ModelText.h"

#include "models/QuantityFormat.h"
#include "results/Derivation.h"

namespace fleet::views {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
// Model text (descriptions, sections, notes) in the UI language; formulas and symbols stay as they are.
QString m(const std::string& s) { return fleet::app::modelText(s).toHtmlEscaped(); }
} // namespace

DerivationPanel::DerivationPanel(QWidget* parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(false);
    setPlaceholderText(tr("Click a result to see its derivation: formula, inputs with units, and the textbook section."));
}

QString DerivationPanel::toHtml(const fleet::Derivation& d, const QString& label)
{
    using fleet::app::formatQuantity;
    const QString key = QString::fromStdString(d.key);
    QString html = QStringLiteral("<h3 style='margin:0'>%1 <span style='color:#666;font-weight:normal'>(%2)</span></h3>")
                       .arg(label.toHtmlEscaped(), key.toHtmlEscaped());
    html += QStringLiteral("<p style='font-size:large'><code>%1</code></p>").arg(q(d.formula));
    if (!d.inputs.empty()) {
        html += QStringLiteral("<table cellspacing='0' cellpadding='2'>");
        for (const fleet::DerivationTerm& t : d.inputs) {
            html += QStringLiteral("<tr><td><code>%1</code></td><td>=</td><td align='right'><b>%2</b></td><td>%3</td></tr>")
                        .arg(q(t.symbol),
                             formatQuantity(t.value, QString::fromStdString(t.unit)).text().toHtmlEscaped(),
                             m(t.description));
        }
        html += QStringLiteral("</table>");
    }
    html += QStringLiteral("<p>%1 <b>%2</b></p>")
                .arg(tr("Result:"), formatQuantity(d.value, QString::fromStdString(d.unit), key).text().toHtmlEscaped());
    if (!d.section.empty())
        html += QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Source:"), m(d.section));
    if (!d.note.empty())
        html += QStringLiteral("<p style='color:#444'>%1</p>").arg(m(d.note));
    return html;
}

void DerivationPanel::showDerivation(const fleet::Derivation* d, const QString& label)
{
    if (!d) {
        m_html.clear();
        clear();
        return;
    }
    QString html = toHtml(*d, label);
    if (html == m_html)
        return; // an edit that does not change this number: keep the document (and its scroll position)
    m_html = std::move(html);
    setHtml(m_html);
}

} // namespace fleet::views
