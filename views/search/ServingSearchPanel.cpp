#include "search/ServingSearchPanel.h"

#include "common/AcceleratorShortName.h"
#include "common/PickTable.h"
#include "common/RunControls.h"
#include "document/ScenarioDocument.h"
#include "i18n/ModelText.h"
#include "i18n/RateText.h"
#include "search/SearchNumberItem.h"
#include "serving/ServingView.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace fleet::views {

namespace {

constexpr int kMaxRows = 500;
constexpr int kIndexRole = Qt::UserRole + 1;

// The weight precisions the search offers, in the order of the boxes; checked by default: the plan's and these.
const QStringList kPrecisions{QStringLiteral("bf16"), QStringLiteral("fp16"), QStringLiteral("fp8"),
                              QStringLiteral("int8"), QStringLiteral("int4")};
const QStringList kDefaultPrecisions{QStringLiteral("bf16"), QStringLiteral("fp8"), QStringLiteral("int8"),
                                     QStringLiteral("int4")};

QString statusText(fleet::ServingStatus s)
{
    switch (s) {
    case fleet::ServingStatus::Ok: return ServingSearchPanel::tr("valid");
    case fleet::ServingStatus::NoPrecision:
        return ServingSearchPanel::tr("the accelerator has no dense path for the precision");
    case fleet::ServingStatus::DoesNotFit:
        return ServingSearchPanel::tr("weights and one sequence do not fit the TP group");
    case fleet::ServingStatus::BatchTooLarge: return ServingSearchPanel::tr("the batch's KV cache does not fit");
    case fleet::ServingStatus::TpotUnmet:
        return ServingSearchPanel::tr("the p99 time per output token misses its target");
    case fleet::ServingStatus::TtftUnmet:
        return ServingSearchPanel::tr("the p99 time to first token misses its target");
    case fleet::ServingStatus::NoReplica:
        return ServingSearchPanel::tr("the plan's accelerators cannot form one replica");
    case fleet::ServingStatus::NoPrice: return ServingSearchPanel::tr("no catalog price for the cost objective");
    }
    return {};
}

// The accelerator's name without its vendor; the id when the catalog lacks it.
QString shortName(const fleet::Catalog& catalog, const std::string& id)
{
    const fleet::Accelerator* a = catalog.accelerator(id);
    return a ? acceleratorShortName(a->name, a->vendor) : QString::fromStdString(id);
}

QString bindingText(const fleet::FleetSizing& f)
{
    switch (f.binding) {
    //: what limits a serving configuration's batch: the KV cache that fits
    case fleet::ServingBinding::None: return ServingSearchPanel::tr("KV capacity");
    case fleet::ServingBinding::Tpot: return ServingSearchPanel::tr("TPOT target");
    case fleet::ServingBinding::Ttft: return ServingSearchPanel::tr("TTFT target");
    default: return QStringLiteral("–");
    }
}

} // namespace

ServingSearchPanel::ServingSearchPanel(fleet::app::CatalogPtr catalog, fleet::app::ScenarioDocument* document,
                                       QWidget* parent)
    : QWidget(parent), m_catalog(std::move(catalog)), m_document(document),
      m_runner(new fleet::app::ServingSearchRunner(m_catalog, this)),
      m_everyAccelerator(new QCheckBox(tr("Every accelerator"), this)), m_varyTp(new QCheckBox(tr("TP"), this)),
      m_autoBatch(new QCheckBox(tr("Largest batch"), this)), m_objective(new QComboBox(this)),
      m_run(new QPushButton(tr("Run search"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_apply(new QPushButton(tr("Apply"), this)), m_progress(new QProgressBar(this)), m_status(new QLabel(this)),
      m_table(new QTableWidget(this)), m_rejected(new QLabel(this))
{
    setObjectName(QStringLiteral("servingSearch"));
    m_run->setObjectName(QStringLiteral("runServingSearch"));
    m_apply->setObjectName(QStringLiteral("applyServingSearch"));
    m_table->setObjectName(QStringLiteral("servingSearchTable"));
    m_objective->setObjectName(QStringLiteral("servingSearchObjective"));
    m_objective->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_rejected->setObjectName(QStringLiteral("servingSearchRejected"));
    m_everyAccelerator->setToolTip(tr("Every accelerator in the catalog, each in its catalog node (fleet.node = "
                                      "auto); unchecked: the plan's accelerator only"));
    m_varyTp->setToolTip(tr("Tensor parallel 1, 2, 4, … up to the accelerator's scale-up (NVLink) domain; "
                            "unchecked: the plan's TP"));
    m_autoBatch->setToolTip(tr("Each configuration at the largest batch that meets the plan's p99 TTFT and TPOT "
                               "targets and fits the KV cache; unchecked: the plan's serving.batch"));
    m_everyAccelerator->setChecked(false);
    m_varyTp->setChecked(true);
    m_autoBatch->setChecked(true);
    //: serving search objective: fewest accelerators for the plan's load (most tokens/s per accelerator without one)
    m_objective->addItem(tr("Fewest accelerators"), int(fleet::ServingObjective::Accelerators));
    //: serving search objective
    m_objective->addItem(tr("Cost per million tokens"), int(fleet::ServingObjective::Cost));
    m_objective->setToolTip(tr("Rank by the accelerators the plan's load needs (without a load: by output tokens/s "
                               "per accelerator), or by the cost per million output tokens"));
    m_run->setToolTip(tr("Size the plan's serving workload on every combination of the checked choices"));
    m_apply->setToolTip(tr("Set the selected configuration's accelerator, weight precision, TP and batch in the plan, "
                           "as one undoable step"));
    m_cancel->setEnabled(false);
    m_apply->setEnabled(false);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setMaximumWidth(160);
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText); // messages quote catalog ids: never markup
    m_status->setMinimumWidth(120);
    m_status->setText(tr("Serving search: choose what to vary and press Run search."));

    auto* axes = new QGridLayout;
    axes->addWidget(new QLabel(tr("Vary:"), this), 0, 0);
    axes->addWidget(m_everyAccelerator, 0, 1);
    axes->addWidget(m_varyTp, 0, 2);
    axes->addWidget(m_autoBatch, 0, 3);
    auto* objectiveLabel = new QLabel(tr("Rank by:"), this);
    objectiveLabel->setBuddy(m_objective);
    axes->addWidget(objectiveLabel, 0, 4);
    axes->addWidget(m_objective, 0, 5);
    axes->addWidget(new QLabel(tr("Weights:"), this), 1, 0);
    auto* weights = new QHBoxLayout; // its own row: the grid's columns would spread five boxes over the first row's
    axes->addLayout(weights, 1, 1, 1, 5);
    for (const QString& p : kPrecisions) {
        auto* c = new QCheckBox(p.toUpper(), this);
        c->setObjectName(QStringLiteral("servingPrecision:") + p);
        //: %1: a weight precision (BF16, FP8, …)
        c->setToolTip(tr("Weights in %1 (inference.precision); an accelerator without a dense %1 path is rejected")
                          .arg(p.toUpper()));
        c->setChecked(kDefaultPrecisions.contains(p));
        m_precisions.insert(p, c);
        weights->addWidget(c);
    }
    weights->addStretch(1);
    axes->setColumnStretch(6, 1);
    auto* actions = new QHBoxLayout;
    actions->addWidget(m_run);
    actions->addWidget(m_cancel);
    actions->addWidget(m_apply);
    actions->addWidget(m_progress);
    actions->addStretch(1);

    setUpPickTable(m_table);
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6); // compact rows: more of them
    m_rejected->setWordWrap(true);
    m_rejected->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_rejected->setTextFormat(Qt::RichText);
    auto* rejectedScroll = new QScrollArea(this);
    rejectedScroll->setWidgetResizable(true);
    rejectedScroll->setFrameShape(QFrame::NoFrame);
    rejectedScroll->setWidget(m_rejected);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_table);
    split->addWidget(rejectedScroll);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(axes);
    layout->addLayout(actions);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);

    connect(m_run, &QPushButton::clicked, this, &ServingSearchPanel::runSearch);
    connect(m_apply, &QPushButton::clicked, this, [this] {
        if (const QString err = applySelected(); !err.isEmpty())
            m_status->setText(err);
    });
    connect(m_runner, &fleet::app::ServingSearchRunner::finished, this, &ServingSearchPanel::showOutcome);
    connectRunControls(m_runner, this, m_run, m_cancel, m_progress,
                       [this] { m_status->setText(tr("Search cancelled.")); });
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
            [this] { m_apply->setEnabled(m_outcome && selectedCandidate() >= 0); });
}

void ServingSearchPanel::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = catalog;
    m_runner->setCatalog(std::move(catalog));
}

void ServingSearchPanel::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_scenario = evaluation->scenario();
    const fleet::Results* r = evaluation->results().get();
    const auto value = [r](const char* key) { return r ? r->value(key) : std::nullopt; };
    m_planTp = value("serving.tp");
    m_planAccelerators = value("serving.accelerators");
    m_planTokensPerGpu = value("serving.tokens_per_s_per_gpu");
    m_planUsdPerMTok = value("serving.usd_per_million_tokens");
    if (const auto it = m_precisions.find(QString::fromStdString(m_scenario.inference.precision));
        it != m_precisions.end() && !m_outcome)
        it.value()->setChecked(true); // the plan's own precision is among the first search's
    if (m_outcome && !(m_scenario == m_searched) && !(m_applied && m_scenario == *m_applied))
        m_status->setText(tr("The plan changed since this search; run it again to search from the current plan."));
    // Without a load there is no count of accelerators to minimize: the same objective ranks by tokens/s per
    // accelerator (ServingObjective::Accelerators), and says so.
    m_objective->setItemText(0, m_scenario.serving.requestsPerSecond > 0.0
                                    //: serving search objective with a load: fewest accelerators that carry it
                                    ? tr("Fewest accelerators")
                                    //: serving search objective without a load (serving.requestsPerSecond = 0)
                                    : tr("Tokens/s per accelerator"));
}

fleet::ServingSearchSpec ServingSearchPanel::currentSpec() const
{
    fleet::ServingSearchSpec spec;
    if (m_everyAccelerator->isChecked())
        for (const fleet::Accelerator& a : m_catalog->accelerators)
            spec.accelerators.push_back(a.id);
    for (auto it = m_precisions.begin(); it != m_precisions.end(); ++it)
        if (it.value()->isChecked())
            spec.precisions.push_back(it.key().toStdString());
    if (!m_varyTp->isChecked()) {
        const double tp = m_planTp.value_or(double(m_scenario.serving.tp));
        spec.tps.push_back(std::max(1, static_cast<int>(tp)));
    }
    if (!m_autoBatch->isChecked())
        spec.batches.push_back(static_cast<int>(m_scenario.serving.batch));
    spec.objective = static_cast<fleet::ServingObjective>(m_objective->currentData().toInt());
    return spec;
}

void ServingSearchPanel::runSearch()
{
    const fleet::ServingSearchSpec spec = currentSpec();
    if (spec.precisions.empty()) {
        m_status->setText(tr("Check at least one weight precision."));
        return;
    }
    m_searched = m_scenario;
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_status->setText(tr("Searching serving configurations…"));
    m_runner->start(m_scenario, spec);
}

QString ServingSearchPanel::configurationText(const fleet::ServingCandidate& c) const
{
    const fleet::Accelerator* a = m_catalog->accelerator(c.accelerator);
    const QString name = a ? QString::fromStdString(a->name) : QString::fromStdString(c.accelerator);
    //: a serving configuration: %1 accelerator, %2 weight precision, %3 the replica's layout ("TP 8 × CP 16"), %4 batch
    return tr("%1 %2, %3, batch %4")
        .arg(name, QString::fromStdString(c.precision).toUpper(), ServingView::layoutText(c.tp, c.ep, c.cp),
             QLocale().toString(c.sizing.operating.concurrency, 'f', 0));
}

void ServingSearchPanel::showOutcome(const fleet::app::ServingSearchPtr& outcome)
{
    m_outcome = outcome;
    m_cancel->setEnabled(false);
    m_progress->setValue(100);
    const fleet::ServingSearchResult& r = outcome->result;
    const QLocale loc;
    m_table->setSortingEnabled(false);
    m_table->clear();
    m_table->setRowCount(0);
    m_apply->setEnabled(false);
    if (!r.error.empty()) {
        m_status->setText(tr("Cannot search: %1").arg(QString::fromStdString(r.error)));
        m_rejected->clear();
        emit searchShown(outcome);
        return;
    }
    const bool hasLoad = outcome->base.serving.requestsPerSecond > 0.0;
    const QStringList header{tr("#"),
                             tr("Accelerator"),
                             tr("Weights"),
                             tr("Replica"),
                             tr("Batch"),
                             tr("Replicas"),
                             tr("Accelerators"),
                             tr("Nodes"),
                             tr("Tokens/s per accel."),
                             tr("p99 TTFT (ms)"),
                             tr("p99 TPOT (ms)"),
                             tr("$ per M tokens"),
                             tr("Batch set by")};
    m_table->setColumnCount(int(header.size()));
    m_table->setHorizontalHeaderLabels(header);
    m_table->horizontalHeaderItem(3)->setToolTip(
        tr("A replica's layout: its tensor-parallel size, × EP where the experts spread over several TP groups, × CP "
           "where several TP groups share each sequence (sorted by accelerators per replica)"));
    m_table->horizontalHeaderItem(8)->setToolTip(tr("Output tokens per second per accelerator at the operating point"));
    m_table->horizontalHeaderItem(11)->setToolTip(
        tr("Owning the serving fleet, per million output tokens (empty: no catalog price)"));
    m_table->horizontalHeaderItem(12)->setToolTip(
        tr("What stops a larger batch: the KV cache that fits, or a latency target"));
    const int rows = static_cast<int>(std::min<size_t>(r.ranking.size(), kMaxRows));
    m_table->setRowCount(rows);
    const fleet::Scenario& base = outcome->base;
    const int planTp = static_cast<int>(m_planTp.value_or(double(base.serving.tp)));
    int planRow = -1;
    for (int row = 0; row < rows; ++row) {
        const size_t i = r.ranking[static_cast<size_t>(row)];
        const fleet::ServingCandidate& c = r.candidates[i];
        const fleet::FleetSizing& f = c.sizing;
        const bool plan = c.accelerator == base.fleet.accelerator && c.precision == base.inference.precision &&
                          c.tp == planTp && c.batch == static_cast<int>(base.serving.batch);
        //: the rank of the plan's own configuration in the serving search's table, %1 its rank
        auto* rank = new NumberItem(plan ? tr("%1 (plan)").arg(row + 1) : QString::number(row + 1), row + 1);
        rank->setData(kIndexRole, qint64(i));
        m_table->setItem(row, 0, rank);
        auto* name = new QTableWidgetItem(shortName(*m_catalog, c.accelerator));
        name->setToolTip(QString::fromStdString(c.accelerator)); // the catalog id
        m_table->setItem(row, 1, name);
        m_table->setItem(row, 2, new QTableWidgetItem(QString::fromStdString(c.precision).toUpper()));
        const auto number = [&](int column, double v, int decimals) {
            m_table->setItem(row, column, new NumberItem(loc.toString(v, 'f', decimals), v));
        };
        m_table->setItem(row, 3, new NumberItem(ServingView::layoutText(c.tp, c.ep, c.cp),
                                                     double(fleet::replicaAccelerators(c.tp, c.ep, c.cp))));
        number(4, f.operating.concurrency, 0);
        number(5, f.replicas, 0);
        number(6, f.accelerators, 0);
        number(7, f.nodes, 0);
        m_table->setItem(row, 8, new NumberItem(fleet::app::rateText(f.tokensPerSecondPerGpu(), loc), f.tokensPerSecondPerGpu()));
        number(9, f.atLoad.ttftP99Seconds * 1e3, 0);
        number(10, f.atLoad.tpotP99Seconds * 1e3, 1);
        if (c.economics.priced)
            number(11, c.economics.usdPerMillionTokens, 3);
        else
            m_table->setItem(row, 11, new QTableWidgetItem(QStringLiteral("–")));
        m_table->setItem(row, 12, new QTableWidgetItem(bindingText(f)));
        if (plan) {
            planRow = row;
            for (int col = 0; col < m_table->columnCount(); ++col) {
                QFont font = m_table->item(row, col)->font();
                font.setBold(true);
                m_table->item(row, col)->setFont(font);
                m_table->item(row, col)->setToolTip(tr("The plan's own configuration"));
            }
        }
    }
    m_table->setSortingEnabled(true);

    //: %1 configurations searched, %2 valid, %3 seconds
    QString text = tr("%1 configurations, %2 valid; %3 s.")
                       .arg(loc.toString(qint64(r.candidates.size())), loc.toString(qint64(r.ranking.size())),
                            loc.toString(r.elapsedSeconds, 'f', 2));
    const auto figure = [&](double accelerators, double tokensPerGpu) {
        return hasLoad ? tr("%n accelerator(s) for the load", nullptr, static_cast<int>(accelerators))
                       : tr("%1 output tokens/s per accelerator").arg(fleet::app::rateText(tokensPerGpu, loc));
    };
    if (!r.ranking.empty()) {
        const fleet::ServingCandidate& best = r.candidates[r.ranking.front()];
        //: the cost of a serving configuration, %1 dollars per million output tokens
        const QString cost = best.economics.priced ? u' ' + tr("($%1 per million output tokens)")
                                                              .arg(loc.toString(best.economics.usdPerMillionTokens, 'f', 2))
                                                   : QString();
        //: %1 the best serving configuration, %2 its accelerators or tokens/s, %3 its cost (or nothing)
        text += u' ' + tr("Best: %1: %2%3.").arg(configurationText(best),
                                                 figure(best.sizing.accelerators, best.sizing.tokensPerSecondPerGpu()),
                                                 cost);
    } else {
        text += u' ' + tr("No configuration meets the plan's targets: see why below.");
    }
    if (m_planAccelerators && m_planTokensPerGpu)
        //: %1 the plan's serving accelerators or tokens/s per accelerator
        text += u' ' + tr("The plan: %1.").arg(figure(*m_planAccelerators, *m_planTokensPerGpu));
    if (planRow < 0 && !r.ranking.empty())
        text += u' ' + tr("(The plan's configuration is not among those searched or does not meet the targets.)");
    m_status->setText(text);

    QStringList lines;
    for (const fleet::app::ServingRejection& g : outcome->rejections)
        //: a reason serving configurations were rejected: %1 reason, %2 how many, %3 the first example
        lines << tr("%1: %2 <i>(e.g. %3)</i>")
                     .arg(statusText(g.status).toHtmlEscaped(), loc.toString(g.count), g.example.toHtmlEscaped());
    //: the serving search rejected no configuration
    m_rejected->setText(tr("Rejected: %1").arg(lines.isEmpty() ? tr("none") : QStringLiteral("<br>") + lines.join(QStringLiteral("<br>"))));
    if (rows > 0)
        m_table->selectRow(0);
    emit searchShown(outcome);
}

int ServingSearchPanel::selectedCandidate() const
{
    const auto rows = m_table->selectionModel() ? m_table->selectionModel()->selectedRows() : QModelIndexList{};
    if (rows.isEmpty())
        return -1;
    const QTableWidgetItem* item = m_table->item(rows.first().row(), 0);
    return item ? static_cast<int>(item->data(kIndexRole).toLongLong()) : -1;
}

QString ServingSearchPanel::applySelected()
{
    const int index = selectedCandidate();
    if (!m_outcome || index < 0)
        return tr("Select a configuration first.");
    const fleet::ServingCandidate& c = m_outcome->result.candidates[static_cast<size_t>(index)];
    QList<QPair<QString, fleet::FieldValue>> assignments;
    if (c.accelerator != m_scenario.fleet.accelerator) {
        assignments.append({QStringLiteral("fleet.accelerator"), c.accelerator});
        assignments.append({QStringLiteral("fleet.node"), std::string("auto")}); // as the search sized it
    }
    assignments.append({QStringLiteral("inference.precision"), c.precision});
    assignments.append({QStringLiteral("serving.tp"), std::int64_t(c.tp)});
    assignments.append({QStringLiteral("serving.ep"), std::int64_t(c.ep)});
    assignments.append({QStringLiteral("serving.batch"), std::int64_t(c.batch)});
    const bool hasLoad = m_scenario.serving.requestsPerSecond > 0.0;
    const std::optional<double> before = hasLoad ? m_planAccelerators : m_planTokensPerGpu;
    const std::optional<double> costBefore = m_planUsdPerMTok;
    //: undo-stack entry for applying a configuration found by the serving search
    if (const QString err = m_document->setFields(assignments, tr("Apply serving configuration")); !err.isEmpty())
        return err;
    m_applied = m_document->scenario();
    const QLocale loc;
    //: %1 the configuration applied
    QString text = tr("Applied %1 as one undoable step.").arg(configurationText(c));
    const double after = hasLoad ? c.sizing.accelerators : c.sizing.tokensPerSecondPerGpu();
    if (before)
        text += u' ' + (hasLoad ? tr("Accelerators for the load: %1 → %2.")
                                        .arg(loc.toString(*before, 'f', 0), loc.toString(after, 'f', 0))
                                : tr("Output tokens/s per accelerator: %1 → %2.")
                                        .arg(fleet::app::rateText(*before, loc), fleet::app::rateText(after, loc)));
    if (costBefore && c.economics.priced)
        text += u' ' + tr("Cost per million output tokens: $%1 → $%2.")
                           .arg(loc.toString(*costBefore, 'f', 2), loc.toString(c.economics.usdPerMillionTokens, 'f', 2));
    m_status->setText(text);
    return {};
}

} // namespace fleet::views
