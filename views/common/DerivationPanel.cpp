#include "common/DerivationPanel.h"

#include "i18n/ModelText.h"

#include "models/QuantityFormat.h"
#include "results/Derivation.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>

#include <algorithm>

namespace fleet::views {

namespace {
QString q(const std::string& s) { return QString::fromStdString(s).toHtmlEscaped(); }
// Model text (descriptions, sections, notes) in the UI language; formulas and symbols stay as they are.
QString m(const fleet::Text& s)
{
    return fleet::app::modelText(s).toHtmlEscaped();
}
QString anchorName(qsizetype i)
{
    return QStringLiteral("fp-number-%1").arg(i);
}
} // namespace

DerivationPanel::DerivationPanel(QWidget* parent) : QTextBrowser(parent)
{
    setOpenExternalLinks(false);
    setPlaceholderText(tr("Click a result to see its derivation: formula, inputs with units, and the textbook section."));
}

DerivationPanel::Page DerivationPanel::page(const fleet::Derivation& d, const QString& label)
{
    using fleet::app::formatQuantity;
    Page p;
    // A number in its own named anchor (which does not change how it looks); the skeleton gets a mark instead.
    auto number = [&p](const QString& text) {
        const QString escaped = text.toHtmlEscaped();
        p.html += QStringLiteral("<a name='%1'>%2</a>").arg(anchorName(p.numbers.size()), escaped);
        p.skeleton += QChar(0x1);
        p.numbers << text;
    };
    auto add = [&p](const QString& html) {
        p.html += html;
        p.skeleton += html;
    };
    const QString key = QString::fromStdString(d.key);
    add(QStringLiteral("<h3 style='margin:0'>%1 <span style='color:#666;font-weight:normal'>(%2)</span></h3>")
            .arg(label.toHtmlEscaped(), key.toHtmlEscaped()));
    add(QStringLiteral("<p style='font-size:large'><code>%1</code></p>").arg(q(d.formula)));
    if (!d.inputs.empty()) {
        add(QStringLiteral("<table cellspacing='0' cellpadding='2'>"));
        for (const fleet::DerivationTerm& t : d.inputs) {
            add(QStringLiteral("<tr><td><code>%1</code></td><td>=</td><td align='right'><b>").arg(q(t.symbol)));
            number(formatQuantity(t.value, QString::fromStdString(t.unit)).text());
            add(QStringLiteral("</b></td><td>%1</td></tr>").arg(m(t.description)));
        }
        add(QStringLiteral("</table>"));
    }
    add(QStringLiteral("<p>%1 <b>").arg(tr("Result:")));
    number(formatQuantity(d.value, QString::fromStdString(d.unit), key).text());
    add(QStringLiteral("</b></p>"));
    if (!d.accuracy.empty()) // right under the result: how far to trust it
        add(QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Accuracy:"), m(d.accuracy)));
    if (!d.section.empty())
        add(QStringLiteral("<p><i>%1</i> %2</p>").arg(tr("Source:"), m(d.section)));
    if (!d.note.empty())
        add(QStringLiteral("<p style='color:#444'>%1</p>").arg(m(d.note)));
    return p;
}

QString DerivationPanel::toHtml(const fleet::Derivation& d, const QString& label)
{
    return page(d, label).html;
}

void DerivationPanel::showDerivation(const fleet::Derivation* d, const QString& label)
{
    Page p;
    if (d)
        p = page(*d, label);
    if (!isVisible() || !m_onScreen) { // nobody sees it: build the document when the panel is shown
        m_pending = std::move(p);
        m_hasPending = true;
        return;
    }
    m_hasPending = false;
    apply(std::move(p));
}

void DerivationPanel::showEvent(QShowEvent* event)
{
    applyPending(); // isVisible() is already true here
    QTextBrowser::showEvent(event);
}

void DerivationPanel::setOnScreen(bool onScreen)
{
    m_onScreen = onScreen;
    applyPending();
}

void DerivationPanel::applyPending()
{
    if (!m_hasPending || !m_onScreen || !isVisible())
        return;
    m_hasPending = false;
    apply(std::move(m_pending));
    m_pending = {};
}

void DerivationPanel::apply(Page p)
{
    if (p.html.isEmpty()) {
        m_shown = {};
        clear();
        return;
    }
    if (p.html == m_shown.html)
        return; // an edit that does not change this number: keep the document (and its scroll position)
    if (p.skeleton == m_shown.skeleton && replaceNumbers(p.numbers)) {
        m_shown = std::move(p);
        return;
    }
    m_shown = std::move(p);
    setHtml(m_shown.html);
}

bool DerivationPanel::replaceNumbers(const QStringList& numbers)
{
    // Where each number starts: Qt's HTML import gives a named anchor to the first character of its text.
    struct Spot {
        int position;
        qsizetype index;
    };
    std::vector<Spot> spots;
    QTextDocument* doc = document();
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next())
        for (auto it = b.begin(); !it.atEnd(); ++it) {
            const QTextFragment f = it.fragment();
            for (const QString& name : f.charFormat().anchorNames())
                for (qsizetype i = 0; i < numbers.size(); ++i)
                    if (name == anchorName(i))
                        spots.push_back({f.position(), i});
        }
    if (static_cast<qsizetype>(spots.size()) != numbers.size())
        return false; // not the document we built: build it anew
    // Back to front, so the positions of the spots not yet replaced stay valid; one edit block, one layout.
    std::sort(spots.begin(), spots.end(), [](const Spot& a, const Spot& b) {
        return a.position > b.position;
    });
    QTextCursor cursor(doc);
    cursor.beginEditBlock();
    for (const Spot& s : spots) {
        const QString& old = m_shown.numbers.at(s.index);
        if (numbers.at(s.index) == old)
            continue;
        cursor.setPosition(s.position + 1);
        const QTextCharFormat format = cursor.charFormat(); // the number's first character, with its anchor
        cursor.setPosition(s.position);
        cursor.setPosition(s.position + static_cast<int>(old.size()), QTextCursor::KeepAnchor);
        if (cursor.selectedText() != old) {
            cursor.endEditBlock();
            return false; // (cannot happen with the pages built here) build it anew
        }
        cursor.insertText(numbers.at(s.index), format);
    }
    cursor.endEditBlock();
    return true;
}

} // namespace fleet::views
