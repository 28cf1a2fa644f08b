#include "search/SearchView.h"

#include "charts/ParetoChartView.h"
#include "common/PickTable.h"
#include "common/RunControls.h"
#include "document/ScenarioDocument.h"
#include "models/QuantityFormat.h"
#include "search/FastestLayoutsPanel.h"
#include "search/OptimalSizePanel.h"
#include "search/RejectedPanel.h"
#include "search/SearchNumberItem.h"
#include "search/ServingSearchPanel.h"

#include <QCheckBox>
#include <QSplitter>
#include <QScrollArea>
#include <QVBoxLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableWidget>
#include <QTabWidget>

#include <algorithm>

namespace fleet::views {

namespace {

constexpr int kMaxRows = 1000;
constexpr int kIndexRole = Qt::UserRole + 1;
constexpr int kRejectedTab = 1; // after the sizing box, which is there before any search
constexpr int kFastestTab = 2;

QString shortKey(const std::string& key)
{
    const QString k = QString::fromStdString(key);
    return k.mid(k.lastIndexOf(u'.') + 1);
}

} // namespace

void SearchView::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = catalog;
    m_serving->setCatalog(catalog);
    m_runner->setCatalog(std::move(catalog));
}

SearchView::SearchView(fleet::app::CatalogPtr catalog, fleet::app::ScenarioDocument* document, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)), m_document(document),
      m_runner(new fleet::app::SearchRunner(m_catalog, this)), m_run(new QPushButton(tr("Run search"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_apply(new QPushButton(tr("Apply"), this)),
      m_progress(new QProgressBar(this)), m_status(new QLabel(this)), m_chart(new ParetoChartView(this)),
      m_table(new QTableWidget(this)), m_rejected(new RejectedPanel(this)), m_fastest(new FastestLayoutsPanel(this)),
      m_sizing(new OptimalSizePanel(this)),
      m_details(new QTabWidget(this)), m_modes(new QTabWidget(this)),
      m_serving(new ServingSearchPanel(m_catalog, document, this))
{
    m_run->setObjectName(QStringLiteral("runSearch"));
    m_apply->setObjectName(QStringLiteral("applySearchPoint"));
    m_table->setObjectName(QStringLiteral("searchFront"));
    m_run->setToolTip(tr("Predict every combination of the checked keys from the layout and show the Pareto front of "
                         "the run's time, cost and carbon"));
    m_apply->setToolTip(tr("Set every key of the selected configuration in the plan, as one undoable step"));
    m_cancel->setEnabled(false);
    m_apply->setEnabled(false);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(160);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // messages can quote catalog ids: never markup
    m_status->setMinimumWidth(120);

    // Which keys vary (unchecked: keep the plan's value). dp is always derived so tp · pp · dp = accelerators.
    // Two rows of four: one row of eight made this tab (and so every tab) ~840 px wide at minimum, which
    // squeezed the fleet builder at 1366 × 768.
    auto* axes = new QGridLayout;
    axes->addWidget(new QLabel(tr("Vary:"), this), 0, 0);
    const QList<std::tuple<QString, QString, QString, bool>> boxes{
        {QStringLiteral("training.tp"), tr("TP"), tr("Tensor parallel 1, 2, 4, … up to two nodes"), true},
        {QStringLiteral("training.pp"), tr("PP"), tr("Pipeline parallel: the divisors of the layer count up to 64 (and the powers of two when there are few). "
            "A Mixture-of-Experts plan also varies EP: powers of two dividing its experts, up to 64; a sequence of "
            "8K tokens or more also varies CP: powers of two up to 32 that leave each rank 4K tokens or more (both "
            "follow this box)"),
         true},
        {QStringLiteral("training.microBatch"), tr("Micro-batch"),
         tr("Micro-batch 1, 2, 4, 8, 16 sequences (the global batch is held: accumulation follows)"), true},
        {QStringLiteral("training.interleave"), tr("Interleave"), tr("Virtual pipeline stages per rank 1, 2, 3, 4, 6"),
         true},
        {QStringLiteral("training.sequenceParallel"), tr("Seq. parallel"), tr("Sequence parallelism off / on"), true},
        {QStringLiteral("training.zeroStage"), tr("ZeRO"), tr("ZeRO stage 0–3"), true},
        {QStringLiteral("training.activationCheckpointing"), tr("Recompute"),
         tr("Activation recomputation: none, selective (attention core), full"), true},
        {QStringLiteral("training.precision"), tr("Precision"),
         tr("BF16 and the plan's narrow format: FP8 (or its recipe) or NVFP4"), true},
        {QStringLiteral("fleet.nodes"), tr("Nodes ×½ ×1 ×2"), tr("Half, the same and twice the plan's node count"), true},
        {QStringLiteral("fleet.accelerator"), tr("Accelerator"), tr("Every accelerator in the catalog"), false}};
    int slot = 0;
    for (const auto& [key, label, tip, on] : boxes) {
        auto* c = new QCheckBox(label, this);
        c->setObjectName(QStringLiteral("vary:") + key);
        c->setToolTip(tip);
        c->setChecked(on);
        m_axes.insert(key, c);
        axes->addWidget(c, slot / 5, 1 + slot % 5);
        ++slot;
    }
    axes->setColumnStretch(6, 1);
    // Apply beside Run search, the status on a line of its own: at the end of one long row, Apply was off-screen
    // at 1366 × 768.
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancel);
    actions->addWidget(m_apply);
    actions->addWidget(m_progress);
    actions->addStretch(1);

    setUpPickTable(m_table);
    m_table->setSortingEnabled(true);
    m_table->setMinimumWidth(240);
    m_chart->clearData(tr("Design-space search: choose the keys to vary and press Run search"));

    // Top: the chart beside the front; below, one at a time in tabs, the rejected counts (scrolling, they can be
    // long) and the sizing box: side by side each got half of the ~600 px the centre has at 1366 × 768 and the
    // rejected reasons wrapped a few words to a line. Splitters, so the tab never forces the window wider.
    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_chart);
    top->addWidget(m_table);
    m_details->setObjectName(QStringLiteral("searchDetails"));
    m_details->setDocumentMode(true);
    // Both pages scroll: their height must not push the chart off the tab at 1366 × 768.
    auto* sizingScroll = new QScrollArea(this);
    sizingScroll->setWidgetResizable(true);
    sizingScroll->setFrameShape(QFrame::NoFrame);
    sizingScroll->setWidget(m_sizing);
    m_details->addTab(sizingScroll, tr("Compute-optimal size"));
    m_details->addTab(m_rejected, tr("Rejected"));
    m_details->addTab(m_fastest, tr("Fastest layouts"));
    m_details->setTabToolTip(kFastestTab, tr("The fastest valid configurations and what differs between them: the "
                                             "alternatives a one-fleet front, a single point, does not show"));
    m_details->setTabToolTip(0,
                             tr("The model size and tokens that minimise the loss for a compute budget (Chinchilla)"));
    m_details->setTabToolTip(kRejectedTab,
                             tr("Why the search's invalid configurations were rejected, with a count and an example"));
    connect(m_sizing, &OptimalSizePanel::optionsChanged, this, &SearchView::optionsChanged);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(m_details);
    for (QSplitter* sp : {top, split}) {
        sp->setStretchFactor(0, 1);
        sp->setStretchFactor(1, 1);
        sp->setChildrenCollapsible(false);
    }
    // The chart needs the width for its title and legend; the front has a few columns and rows.
    top->setStretchFactor(0, 3);
    top->setStretchFactor(1, 2);
    top->setSizes({3000, 2000});
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    split->setSizes({3000, 2000});
    // The controls need ~840 px; in a scroll area they do not set the minimum width of every tab (a tab
    // widget is as wide as its widest page), so the fleet builder keeps its width at 1366 × 768.
    auto* content = new QWidget;
    auto* layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(axes);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(content);
    // Two searches, one tab each: the training layouts, and the serving configurations (a serving-only plan has
    // no training layout to search).
    m_modes->setObjectName(QStringLiteral("searchModes"));
    m_modes->setDocumentMode(true);
    m_modes->addTab(scroll, tr("Training layouts"));
    auto* servingScroll = new QScrollArea(this);
    servingScroll->setWidgetResizable(true);
    servingScroll->setFrameShape(QFrame::NoFrame);
    servingScroll->setWidget(m_serving);
    m_modes->addTab(servingScroll, tr("Serving configurations"));
    m_modes->setTabToolTip(0, tr("The parallel layouts of the training run: Pareto front of time, cost and carbon"));
    m_modes->setTabToolTip(1, tr("Accelerator × weight precision × TP × batch for the plan's serving workload, "
                                 "ranked by the accelerators the load needs or by cost"));
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_modes);

    connect(m_run, &QPushButton::clicked, this, &SearchView::runSearch);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (const QString err = applySelected(); !err.isEmpty())
            m_status->setText(err);
    });
    connect(m_runner, &fleet::app::SearchRunner::finished, this, &SearchView::showOutcome);
    connectRunControls(m_runner, this, m_run, m_cancel, m_progress, [this] {
        m_status->setText(tr("Search cancelled."));
    });
    connect(m_chart, &ParetoChartView::pointClicked, this, &SearchView::selectIndex);
    connect(m_table, &QTableWidget::itemSelectionChanged, this, [this] {
        m_fastest->clearPick();
        pick(selectedIndex()); // -1 when the front's row was unselected: nothing to apply
    });
    connect(m_fastest, &FastestLayoutsPanel::picked, this, [this](std::int64_t i) {
        {
            const QSignalBlocker block(m_table);
            m_table->clearSelection();
        }
        pick(i);
    });
}

void SearchView::pick(std::int64_t i)
{
    m_picked = i;
    m_apply->setEnabled(i >= 0 && m_outcome);
    m_chart->setSelected(i);
    if (i < 0 || !m_outcome)
        return;
    QStringList layout;
    for (const auto& [key, value] : fleet::searchAssignments(m_outcome->spec, i))
        if (key != "training.globalBatch")
            layout << shortKey(key) + u'=' + QString::fromStdString(fleet::toDisplayString(value));
    const fleet::SearchRecord& rec = m_outcome->result.records[static_cast<size_t>(i)];
    emit stepPicked(rec.step, layout.join(QStringLiteral(", ")));
}

void SearchView::writeOptions(fleet::app::ViewOptions& options) const
{
    m_sizing->writeOptions(options);
}

void SearchView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    // A plan that becomes serving-only (a serving preset) opens on the search it can run.
    const bool wasTraining = m_scenario.training.enabled;
    m_scenario = evaluation->scenario();
    m_serving->setEvaluation(evaluation);
    if (wasTraining && !m_scenario.training.enabled)
        m_modes->setCurrentIndex(1);
    m_planPredictedWall = evaluation->results() ? evaluation->results()->value("training.predicted_wall_s")
                                                : std::nullopt;
    m_sizing->setEvaluation(evaluation);
    // The plan Apply just set keeps Apply's message (it says what changed); any other plan is not the searched one.
    if (m_outcome && !(m_scenario == m_searched) && !(m_applied && m_scenario == *m_applied))
        m_status->setText(tr("The plan changed since this search; run it again to search from the current plan."));
}

fleet::SearchSpec SearchView::currentSpec() const
{
    fleet::SearchSpec spec;
    spec.base = m_scenario;
    fleet::DefaultAxesOptions o;
    o.varyAccelerator = m_axes.value(QStringLiteral("fleet.accelerator"))->isChecked();
    if (o.varyAccelerator)
        spec.base.fleet.node = "auto"; // the catalog node matching each accelerator
    if (m_axes.value(QStringLiteral("fleet.nodes"))->isChecked()) {
        const std::int64_t n = m_scenario.fleet.nodes;
        for (std::int64_t v : {n / 2, n, n * 2})
            if (v >= 1 && std::find(o.nodes.begin(), o.nodes.end(), v) == o.nodes.end())
                o.nodes.push_back(v);
    }
    spec.axes = fleet::defaultSearchAxes(spec.base, *m_catalog, o);
    std::erase_if(spec.axes, [this](const fleet::SearchAxis& a) {
        // EP and CP have no box of their own: PP's box governs them, as its tooltip says.
        const bool underPp = a.key == "training.ep" || a.key == "training.cp";
        const QCheckBox* c = m_axes.value(underPp ? QStringLiteral("training.pp") : QString::fromStdString(a.key));
        return c && !c->isChecked();
    });
    return spec;
}

void SearchView::runSearch()
{
    const fleet::SearchSpec spec = currentSpec();
    if (spec.axes.empty()) {
        m_status->setText(tr("Check at least one key to vary."));
        return;
    }
    if (const std::string err = fleet::validateSearch(spec, *m_catalog); !err.empty()) {
        m_status->setText(tr("Cannot search: %1").arg(QString::fromStdString(err)));
        return;
    }
    m_searched = m_scenario;
    m_run->setEnabled(true); // a second press supersedes the running search
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    //: %n configurations about to be evaluated
    m_status->setText(tr("Searching %n configuration(s)…", nullptr, static_cast<int>(fleet::combinationCount(spec.axes))));
    m_runner->start(spec);
}

void SearchView::showOutcome(const fleet::app::SearchPtr& outcome)
{
    m_outcome = outcome;
    m_cancel->setEnabled(false);
    m_progress->setValue(100);
    const fleet::SearchResult& r = outcome->result;
    const fleet::SearchSpec& spec = outcome->spec;
    const QLocale loc;
    //: %1 configurations, %2 valid, %3 on the front, %4 distinct points, %5 seconds
    m_status->setText(tr("%1 configurations, %2 valid, %3 on the Pareto front (%4 distinct); %5 s")
                          .arg(loc.toString(r.total), loc.toString(r.valid), loc.toString(qint64(r.front.size())),
                               loc.toString(r.frontDistinct), loc.toString(r.elapsedSeconds, 'f', 2)));

    // Chart: time (days) against cost ($M), carbon (t) as colour.
    std::vector<ParetoPoint> valid, front;
    for (std::int64_t i : r.front) {
        const fleet::SearchRecord& rec = r.records[static_cast<size_t>(i)];
        front.push_back({rec.wallSeconds / 86400.0, rec.costUsd / 1e6, rec.carbonKg / 1000.0, i});
    }
    for (const fleet::SearchRecord& rec : r.records)
        if (rec.valid() && !rec.onFront)
            valid.push_back({rec.wallSeconds / 86400.0, rec.costUsd / 1e6, rec.carbonKg / 1000.0, rec.index});
    ParetoChartSpec cs;
    cs.title = r.valid > 0 ? tr("Pareto front: time vs cost (colour: carbon, t CO2e)") : tr("No valid configuration");
    cs.xTitle = tr("Time to train (days)");
    cs.yTitle = tr("Run cost ($ M)"); // as the front table heads it; "Cost of the run ($ M)" was elided at 1366 × 768
    // Short: the legend is one row under a chart 3/5 of the pane wide, and "front 81.2–84.5 t" was elided to
    // "front 8…" at 1366 × 768. The title names the colour and its unit; the bands read "81–83".
    //: legend of a carbon band of the Pareto front, %1 to %2 tonnes CO2e (the unit is in the chart's title)
    cs.carbonLegend = tr("%1–%2");
    //: legend of the front when every point has the same carbon, %1 tonnes CO2e
    cs.carbonSingleLegend = tr("%1 t CO2e");
    //: legend of the valid configurations off the Pareto front
    cs.validLegend = tr("other");
    m_chart->setData(cs, valid, front);
    if (r.plan)
        //: legend of the plan's own layout on the search's scatter
        m_chart->setPlanPoint((*r.plan)[0] / 86400.0, (*r.plan)[1] / 1e6, tr("plan"));
    m_picked = -1;
    m_fastest->setResult(*outcome);
    if (outcome->near.collinear) { // the front hides the alternatives: show where they are
        m_details->setCurrentIndex(kFastestTab);
        //: %1: the search's counts ("198,000 configurations, … 0.12 s")
        m_status->setText(tr("%1. On each fleet the run's cost and carbon grow in proportion to its time, so the front "
                             "holds one layout per fleet: the Fastest layouts tab lists the runner-ups and how they "
                             "differ.")
                              .arg(m_status->text()));
    }

    // Table of the front.
    m_table->setSortingEnabled(false);
    m_table->clear();
    // The objectives, then the layout (what tells tied configurations apart), then the other figures.
    QStringList header{tr("Time (d)"), tr("Run cost ($ M)"), tr("Carbon (t)")};
    for (const fleet::SearchAxis& a : spec.axes)
        header << shortKey(a.key);
    header << QStringLiteral("dp") << tr("Step (s)") << tr("MFU (%)") << tr("Memory/GPU (GB)") << tr("TCO ($ M)");
    const int axisColumn = 3, figureColumn = 3 + int(spec.axes.size()) + 1;
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    const int rows = static_cast<int>(std::min<size_t>(r.front.size(), kMaxRows));
    m_table->setRowCount(rows);
    auto number = [&](int row, int column, double v, int decimals) {
        m_table->setItem(row, column, new NumberItem(loc.toString(v, 'f', decimals), v));
    };
    for (int row = 0; row < rows; ++row) {
        const std::int64_t i = r.front[static_cast<size_t>(row)];
        const fleet::SearchRecord& rec = r.records[static_cast<size_t>(i)];
        number(row, 0, rec.wallSeconds / 86400.0, 2);
        number(row, 1, rec.costUsd / 1e6, 2);
        number(row, 2, rec.carbonKg / 1000.0, 1);
        m_table->item(row, 0)->setData(kIndexRole, qint64(i));
        const auto assignments = fleet::searchAssignments(spec, i);
        for (size_t a = 0; a < spec.axes.size(); ++a) {
            const fleet::FieldValue& v = assignments[a].second;
            const QString text = QString::fromStdString(fleet::toDisplayString(v));
            auto* item = std::holds_alternative<std::int64_t>(v)
                             ? new NumberItem(text, static_cast<double>(std::get<std::int64_t>(v)))
                             : new QTableWidgetItem(text);
            m_table->setItem(row, axisColumn + int(a), item);
        }
        m_table->setItem(row, figureColumn - 1, new NumberItem(QString::number(rec.dp), double(rec.dp)));
        number(row, figureColumn, rec.stepSeconds, 3);
        number(row, figureColumn + 1, rec.predictedMfu * 100.0, 1);
        number(row, figureColumn + 2, rec.memoryBytesPerGpu / 1e9, 1);
        number(row, figureColumn + 3, rec.tcoUsd / 1e6, 0);
    }
    m_table->setSortingEnabled(true);
    m_apply->setEnabled(false);

    const std::int64_t rejectedCount = m_rejected->setResult(r);
    //: tab title: the number of configurations the search rejected
    m_details->setTabText(kRejectedTab, tr("Rejected (%1)").arg(loc.toString(static_cast<qlonglong>(rejectedCount))));
    if (rows > 0)
        selectIndex(r.front.front());
    emit searchShown(outcome);
}

void SearchView::selectIndex(std::int64_t index)
{
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (m_table->item(row, 0) && m_table->item(row, 0)->data(kIndexRole).toLongLong() == index) {
            m_table->selectRow(row);
            m_table->scrollToItem(m_table->item(row, 0));
            return;
        }
    // A valid point off the front (or beyond the table's rows): not in the table, but still selectable.
    {
        const QSignalBlocker block(m_table);
        m_table->clearSelection();
    }
    m_fastest->clearPick();
    pick(index);
}

QLabel* SearchView::rejectedLabel() const
{
    return m_rejected->label();
}

std::int64_t SearchView::selectedIndex() const
{
    const auto rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty())
        return -1;
    const QTableWidgetItem* item = m_table->item(rows.first().row(), 0);
    return item ? item->data(kIndexRole).toLongLong() : -1;
}

QString SearchView::applySelected()
{
    const std::int64_t index = m_picked;
    if (!m_outcome || index < 0)
        return tr("Select a configuration of the front first.");
    QList<QPair<QString, fleet::FieldValue>> assignments;
    for (auto& [key, value] : fleet::searchAssignments(m_outcome->spec, index))
        assignments.append({QString::fromStdString(key), value});
    if (m_outcome->spec.base.fleet.node != m_scenario.fleet.node)
        assignments.append({QStringLiteral("fleet.node"), m_outcome->spec.base.fleet.node});
    // Like with like (issue 31): the search ranks predicted runs, so the message compares the plan's predicted
    // time with the configuration's; the plan's time model is left as it was (a book plan keeps its headline).
    const std::optional<double> before = m_planPredictedWall;
    const bool book = m_scenario.training.timeModel != "predicted";
    const double after = m_outcome->result.records[static_cast<size_t>(index)].wallSeconds;
    //: undo-stack entry for applying a configuration found by the design-space search
    const QString err = m_document->setFields(assignments, tr("Apply search configuration"));
    if (!err.isEmpty())
        return err;
    m_applied = m_document->scenario();
    QString text = tr("Applied: %n key(s) set as one undoable step.", nullptr, int(assignments.size()));
    const auto time = [](double s) {
        return fleet::app::formatQuantity(s, QStringLiteral("s"), QStringLiteral("training.wall_s")).text();
    };
    if (before)
        //: %1, %2: the plan's predicted time to train before and after applying a search configuration
        text += u' ' + tr("Predicted time to train: %1 → %2.").arg(time(*before), time(after));
    if (book)
        text += u' ' + tr("The plan keeps training.timeModel = book: its headline stays the book's chain, and the "
                          "predicted time is training.predicted_wall_s.");
    m_status->setText(text);
    return {};
}

} // namespace fleet::views
