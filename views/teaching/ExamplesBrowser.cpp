#include "teaching/ExamplesBrowser.h"
#include "models/QtStrings.h"

#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"
#include "presets/Presets.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QStyle>
#include <QTreeWidgetItemIterator>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {
constexpr int kIdRole = Qt::UserRole + 1;

QString formatted(double si, const QString& unit, const QString& key)
{
    return app::formatQuantity(si, unit, key).text().toHtmlEscaped();
}
} // namespace

ExamplesBrowser::ExamplesBrowser(QWidget* parent)
    : QWidget(parent),
      m_tree(new QTreeWidget),
      m_details(new QTextBrowser),
      m_load(new QPushButton(tr("&Load"))),
      m_prev(new QPushButton(QStringLiteral("◀"))),
      m_next(new QPushButton(QStringLiteral("▶"))),
      m_position(new QLabel),
      m_stepView(new QTextBrowser)
{
    setObjectName(QStringLiteral("examplesBrowser"));
    m_tree->setObjectName(QStringLiteral("examplesTree"));
    m_tree->setHeaderHidden(true);
    m_tree->setColumnCount(1);
    m_tree->setWordWrap(true);
    m_details->setOpenLinks(false);
    m_stepView->setOpenLinks(false);
    m_stepView->setObjectName(QStringLiteral("exampleStep"));
    m_load->setToolTip(tr("Open the example as a new, untitled plan (asks to save unsaved changes first)"));
    //: Tooltip of the ◀ button of the textbook examples browser
    m_prev->setToolTip(tr("Previous result of the example (Page Up)"));
    //: Tooltip of the ▶ button of the textbook examples browser
    m_next->setToolTip(tr("Next result of the example (Page Down)"));
    m_position->setAlignment(Qt::AlignCenter);

    // Chapter → section → example, in the file's order.
    QHash<QString, QTreeWidgetItem*> chapters, sections;
    for (const app::TextbookExample& e : app::TextbookExamples::all()) {
        QTreeWidgetItem*& ch = chapters[e.chapter];
        if (!ch) {
            ch = new QTreeWidgetItem(m_tree, {e.chapter});
            ch->setFlags(Qt::ItemIsEnabled);
        }
        QTreeWidgetItem*& sec = sections[e.chapter + u'\n' + e.section];
        if (!sec) {
            sec = new QTreeWidgetItem(ch, {e.section});
            sec->setFlags(Qt::ItemIsEnabled);
        }
        auto* item = new QTreeWidgetItem(sec, {e.title});
        item->setData(0, kIdRole, e.id);
        //: Tooltip of an example in the examples browser: %1 = seed line range
        item->setToolTip(0, tr("%1 (seed %2)").arg(e.title, e.seedLines));
        if (e.hasInconsistency())
            item->setIcon(0, style()->standardIcon(QStyle::SP_MessageBoxWarning));
    }
    m_tree->expandAll();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_load);
    buttons->addStretch();
    buttons->addWidget(m_prev);
    buttons->addWidget(m_position);
    buttons->addWidget(m_next);

    auto* lower = new QWidget;
    auto* lowerLayout = new QVBoxLayout(lower);
    lowerLayout->setContentsMargins(0, 0, 0, 0);
    lowerLayout->addWidget(m_details, 1);
    lowerLayout->addLayout(buttons);
    lowerLayout->addWidget(m_stepView, 2);

    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(m_tree);
    split->addWidget(lower);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(split);

    connect(m_tree, &QTreeWidget::currentItemChanged, this, &ExamplesBrowser::onSelectionChanged);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (!item->data(0, kIdRole).toString().isEmpty())
            loadSelected();
    });
    connect(m_load, &QPushButton::clicked, this, &ExamplesBrowser::loadSelected);
    connect(m_prev, &QPushButton::clicked, this, &ExamplesBrowser::previousStep);
    connect(m_next, &QPushButton::clicked, this, &ExamplesBrowser::nextStep);
    auto* pgDown = new QShortcut(QKeySequence(Qt::Key_PageDown), this, this, &ExamplesBrowser::nextStep);
    auto* pgUp = new QShortcut(QKeySequence(Qt::Key_PageUp), this, this, &ExamplesBrowser::previousStep);
    pgDown->setContext(Qt::WidgetWithChildrenShortcut);
    pgUp->setContext(Qt::WidgetWithChildrenShortcut);

    if (QTreeWidgetItem* first = m_tree->topLevelItemCount() ? m_tree->topLevelItem(0) : nullptr)
        if (first->childCount() && first->child(0)->childCount())
            m_tree->setCurrentItem(first->child(0)->child(0));
    onSelectionChanged();
}

const app::TextbookExample* ExamplesBrowser::selected() const
{
    const QTreeWidgetItem* item = m_tree->currentItem();
    return item ? app::TextbookExamples::find(item->data(0, kIdRole).toString()) : nullptr;
}

QString ExamplesBrowser::selectedId() const
{
    const app::TextbookExample* e = selected();
    return e ? e->id : QString();
}

bool ExamplesBrowser::selectExample(const QString& id)
{
    QTreeWidgetItemIterator it(m_tree);
    for (; *it; ++it)
        if ((*it)->data(0, kIdRole).toString() == id) {
            m_tree->setCurrentItem(*it);
            return true;
        }
    return false;
}

int ExamplesBrowser::stepCount() const
{
    const app::TextbookExample* e = selected();
    return e ? static_cast<int>(e->steps.size()) : 0;
}

void ExamplesBrowser::onSelectionChanged()
{
    const app::TextbookExample* e = selected();
    m_load->setEnabled(e != nullptr);
    m_step = 0;
    if (!e) {
        m_details->setHtml(tr("<p>Choose an example. <b>Load</b> opens it as a new plan; ◀ ▶ step through the "
                              "numbers the book prints, each with its derivation.</p>"));
        updateStep();
        return;
    }
    QString html = QStringLiteral("<p><b>%1</b><br>").arg(e->title.toHtmlEscaped());
    //: %1 = chapter, %2 = section, %3 = seed line range such as L2709-2728
    html += tr("%1 › %2, seed %3").arg(e->chapter.toHtmlEscaped(), e->section.toHtmlEscaped(), e->seedLines) + QStringLiteral("</p>");
    //: %1 = preset name
    html += QStringLiteral("<p>") + tr("Base preset: <tt>%1</tt>").arg(e->preset.toHtmlEscaped());
    if (e->overrides.isEmpty()) {
        html += QStringLiteral("<br>") + tr("No overrides: the preset is the example.");
    } else {
        html += QStringLiteral("<br>") + tr("Overrides:") + QStringLiteral("<br>");
        for (const QString& o : e->overrides)
            html += QStringLiteral("&nbsp;&nbsp;<tt>%1</tt><br>").arg(o.toHtmlEscaped());
    }
    html += QStringLiteral("</p>");
    if (!e->note.isEmpty())
        html += QStringLiteral("<p><i>%1</i></p>").arg(e->note.toHtmlEscaped());
    if (const QString limits = app::Presets::limits(e->preset); !limits.isEmpty())
        html += QStringLiteral("<p><small>%1</small></p>").arg(limits.toHtmlEscaped());
    m_details->setHtml(html);
    updateStep();
}

void ExamplesBrowser::setLoadedExample(const QString& id)
{
    m_loadedId = id;
    if (!id.isEmpty() && id != selectedId())
        selectExample(id);
    m_step = 0;
    updateStep();
}

void ExamplesBrowser::setResults(app::ResultsPtr results)
{
    m_results = std::move(results);
    updateStep();
}

void ExamplesBrowser::loadSelected()
{
    if (const app::TextbookExample* e = selected())
        emit loadRequested(e->id);
}

void ExamplesBrowser::nextStep() { setStep(m_step + 1); }
void ExamplesBrowser::previousStep() { setStep(m_step - 1); }

void ExamplesBrowser::setStep(int index)
{
    const int n = stepCount();
    if (n == 0)
        return;
    m_step = std::clamp(index, 0, n - 1);
    updateStep();
    const app::TextbookExample* e = selected();
    if (e && e->id == m_loadedId)
        emit derivationRequested(e->steps.at(m_step).key);
}

QString ExamplesBrowser::stepText() const { return m_stepView->toPlainText(); }

void ExamplesBrowser::updateStep()
{
    const app::TextbookExample* e = selected();
    const int n = stepCount();
    m_prev->setEnabled(n > 0 && m_step > 0);
    m_next->setEnabled(n > 0 && m_step < n - 1);
    //: Position in the steps of a textbook example, e.g. "2 / 5"
    m_position->setText(n ? tr("%1 / %2").arg(m_step + 1).arg(n) : QString());
    if (!e || n == 0) {
        m_stepView->clear();
        return;
    }
    const app::ExampleStep& s = e->steps.at(m_step);
    const ResultValue* rv = nullptr;
    if (m_results && e->id == m_loadedId)
        rv = m_results->find(s.key.toStdString());
    const QString unit = rv ? app::toQString(rv->unit) : QString();
    QString html = QStringLiteral("<p><b>%1</b><br><tt>%2</tt></p>")
                       .arg(app::resultLabel(s.key).toHtmlEscaped(), s.key.toHtmlEscaped());
    html += QStringLiteral("<table cellspacing='4'>");
    //: Row of the examples browser: the value printed in the textbook, %1 = its words, %2 = seed line
    html += QStringLiteral("<tr><td>%1</td><td><b>%2</b> <small>(seed L%3)</small></td></tr>")
                .arg(tr("Book"), s.printed.toHtmlEscaped())
                .arg(s.line);
    if (rv) {
        const bool ok = s.matches(rv->value);
        //: Row of the examples browser: the value FleetPlanner computes
        html += QStringLiteral("<tr><td>%1</td><td><b>%2</b> %3</td></tr>")
                    .arg(tr("App"), formatted(rv->value, unit, s.key),
                         ok ? QStringLiteral("<span style='color:#0a6b0a'>✔ %1</span>")
                                  .arg(s.inconsistent
                                           //: The app's value matches the formula (the book's number is off); %1 = tolerance in percent
                                           ? tr("formula, within %1 %").arg(s.tolerance * 100.0, 0, 'g', 3)
                                           //: %1 = relative tolerance in percent
                                           : tr("within %1 %").arg(s.tolerance * 100.0, 0, 'g', 3))
                            : QStringLiteral("<span style='color:#b00000'>✘ %1</span>").arg(tr("differs")));
        if (s.inconsistent)
            html += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                        //: Row of the examples browser: the value the formula gives when the book's number is inconsistent
                        .arg(tr("Formula"), formatted(s.formula, unit, s.key));
    } else {
        html += QStringLiteral("<tr><td>%1</td><td><i>%2</i></td></tr>")
                    .arg(tr("App"), e->id == m_loadedId ? tr("not computed for this plan")
                                                        : tr("load the example to compare"));
    }
    html += QStringLiteral("</table>");
    if (s.inconsistent)
        html += QStringLiteral("<p style='color:#8a5a00'>⚠ <b>%1</b> %2</p>")
                    //: Heading before the explanation of why the app's value differs from the book's printed number
                    .arg(tr("Why the app differs from the book:"), s.explanation.toHtmlEscaped());
    m_stepView->setHtml(html);
}

} // namespace fleet::views
