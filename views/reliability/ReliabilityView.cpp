#include "reliability/ReliabilityView.h"

#include "i18n/ModelText.h"

#include "charts/HistogramChartView.h"
#include "charts/LineChartView.h"
#include "common/ResultsTable.h"
#include "common/RunControls.h"
#include "models/QuantityFormat.h"

#include <cmath>

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace fleet::views {

using fleet::app::formatQuantity;

ReliabilityView::ReliabilityView(QWidget* parent)
    : ScenarioView(parent), m_runner(new fleet::app::MonteCarloRunner(this)), m_availability(new LineChartView(this)),
      m_goodput(new LineChartView(this)), m_histogram(new HistogramChartView(this)),
      m_table(new ResultsTable({QStringLiteral("reliability.")}, tr("Reliability"), this)),
      m_run(new QPushButton(tr("Run Monte Carlo"), this)), m_cancel(new QPushButton(tr("Cancel"), this)),
      m_progress(new QProgressBar(this)), m_mcSummary(new QLabel(this))
{
    m_table->setObjectName(QStringLiteral("reliabilityTable"));
    m_run->setObjectName(QStringLiteral("runMonteCarlo"));
    m_run->setToolTip(tr("Simulate the training run many times with random failures, checkpoints and restarts "
                         "(reliability.monteCarloTrials trials, all cores)"));
    m_cancel->setEnabled(false);
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_mcSummary->setWordWrap(true);
    m_mcSummary->setTextFormat(Qt::PlainText); // model messages can quote catalog names: never markup
    m_histogram->clearData(tr("Monte Carlo of the training run: press Run"));

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_run);
    controls->addWidget(m_cancel);
    controls->addWidget(m_progress, 1);
    auto* mc = new QVBoxLayout;
    mc->addLayout(controls);
    mc->addWidget(m_histogram, 1);
    mc->addWidget(m_mcSummary);
    auto* grid = new QGridLayout(this);
    grid->addWidget(m_availability, 0, 0);
    grid->addWidget(m_goodput, 0, 1);
    grid->addLayout(mc, 1, 0);
    grid->addWidget(m_table, 1, 1);
    grid->setRowStretch(0, 1);
    grid->setRowStretch(1, 1);

    connect(m_table, &ResultsTable::resultActivated, this, &ReliabilityView::resultActivated);
    connect(m_run, &QPushButton::clicked, this, &ReliabilityView::runMonteCarlo);
    connect(m_runner, &fleet::app::MonteCarloRunner::finished, this, &ReliabilityView::showMonteCarlo);
    connectRunControls(m_runner, this, m_run, m_cancel, m_progress, [this] {
        m_mcSummary->setText(tr("Monte Carlo cancelled."));
    });
}

void ReliabilityView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    // A catalog edit (e.g. another MTBF) changes the plan as much as an input does.
    const bool changed = !m_evaluation || !(evaluation->scenario() == m_evaluation->scenario()) ||
                         evaluation->catalog() != m_evaluation->catalog();
    m_evaluation = evaluation;
    m_table->setResults(evaluation->results());
    if (changed && (m_runner->isRunning() || !m_mcSummary->text().isEmpty())) {
        m_runner->cancel();
        m_histogram->clearData(tr("The plan changed: run the Monte Carlo again"));
        m_mcSummary->clear();
    }
    draw(*evaluation, m_availability, m_goodput);
}

void ReliabilityView::draw(const fleet::app::Evaluation& e, LineChartView* availability, LineChartView* goodput)
{
    const fleet::Scenario& s = e.scenario();
    const fleet::app::ReliabilitySeries& r = e.series().reliability;
    // Availability vs fleet size (seed §1 reliability gap, Eq. 1.1: 0.999^1000 = 36.8 %).
    const double nodes = static_cast<double>(s.fleet.nodes);
    std::vector<LineSeriesData> avail;
    const QColor colors[] = {QColor(0xd6, 0x27, 0x28), QColor(0x1f, 0x77, 0xb4)};
    int i = 0;
    for (const auto& curve : r.availability) {
        LineSeriesData d{tr("node %1 %").arg(curve.nodeReliability * 100.0, 0, 'g', 6), {}, colors[i++ % 2]};
        for (const auto& [n, a] : curve.points)
            d.points.push_back({n, a * 100.0});
        avail.push_back(std::move(d));
    }
    availability->setData({tr("Whole-cluster availability vs fleet size"), tr("Nodes (log scale)"),
                           tr("All nodes up (%)"), true, false, 0.0, 100.0, QStringLiteral("%.0f")},
                          avail,
                          {{tr("plan: %n node(s)", "", static_cast<int>(std::lround(nodes))), nodes,
                            r.planAvailability * 100.0, colors[0]}});

    // Goodput vs checkpoint interval (Young–Daly).
    const double mtbf = r.systemMtbfSeconds;
    const double tau = r.intervalSeconds;
    if (!r.goodput.empty()) {
        LineSeriesData g{tr("goodput at system MTBF %1").arg(formatQuantity(mtbf, QStringLiteral("s")).text()), {},
                         QColor(0x2c, 0xa0, 0x2c)};
        for (const auto& [t, v] : r.goodput)
            g.points.push_back({t / 60.0, v * 100.0});
        goodput->setData({tr("Goodput vs checkpoint interval"), tr("Checkpoint interval (min, log)"), tr("Goodput (%)"),
                          true, false, 0.0, 0.0, QStringLiteral("%.0f")},
                         {g},
                         {{tr("τ = %1").arg(formatQuantity(tau, QStringLiteral("s")).text()), tau / 60.0,
                           r.planGoodput * 100.0, QColor(0xd6, 0x27, 0x28)}});
    } else { // no system MTBF (e.g. the plan does not evaluate): say so rather than keep the last plan's curve
        goodput->setData({s.training.enabled ? tr("Goodput: no system MTBF for this plan (see Issues)")
                                             : tr("Goodput: no training run (training.enabled = false)"),
                          QString(), QString(), true, false, 0.0, 0.0, QStringLiteral("%.0f")},
                         {});
    }
}

void ReliabilityView::runMonteCarlo()
{
    if (!m_evaluation)
        return;
    const fleet::app::ReliabilitySeries& r = m_evaluation->series().reliability;
    if (!r.monteCarlo) {
        m_mcSummary->setText(fleet::app::modelPhrase(r.monteCarloError));
        return;
    }
    const fleet::MonteCarloConfig& config = *r.monteCarlo;
    m_run->setEnabled(false);
    m_cancel->setEnabled(true);
    m_progress->setValue(0);
    m_mcSummary->setText(tr("Simulating %n run(s)…", "", static_cast<int>(config.trials)));
    m_runner->start(config);
}

void ReliabilityView::showMonteCarlo(const fleet::app::MonteCarloPtr& r)
{
    m_run->setEnabled(true);
    m_cancel->setEnabled(false);
    m_progress->setValue(100);
    if (!r->error.empty()) {
        m_mcSummary->setText(fleet::app::modelPhrase(r->error));
        return;
    }
    const auto& sm = r->summary;
    HistogramData h;
    // The unit in the title and no x-axis title: the chart is a quarter of the tab, and its tick labels need the
    // height (they were elided to "…" at 1366×768).
    h.title = tr("Wall time (h) of %n simulated run(s)", "", static_cast<int>(r->completedTrials));
    h.lo = sm.wallHistogram.lo / 3600.0;
    h.hi = sm.wallHistogram.hi / 3600.0;
    for (std::int64_t c : sm.wallHistogram.counts)
        h.counts.push_back(static_cast<double>(c));
    if (const std::optional<double> analytic =
            m_evaluation ? m_evaluation->series().reliability.analyticWallSeconds : std::nullopt)
        h.references.push_back({tr("analytic %1 h").arg(*analytic / 3600.0, 0, 'f', 1), *analytic / 3600.0});
    h.references.push_back(
        {tr("mean %1 h").arg(sm.wallSeconds.mean / 3600.0, 0, 'f', 1), sm.wallSeconds.mean / 3600.0});
    m_histogram->setData(h);
    m_mcSummary->setText(tr("%1 trials in %2 s on %3 threads. Wall time p5 / p50 / p95: %4 / %5 / %6 h. "
                            "Goodput %7 ± %8 %. Interruptions: mean %9, p95 %10.")
                             .arg(r->completedTrials)
                             .arg(r->elapsedSeconds, 0, 'f', 2)
                             .arg(r->threadsUsed)
                             .arg(sm.wallSeconds.p5 / 3600.0, 0, 'f', 1)
                             .arg(sm.wallSeconds.p50 / 3600.0, 0, 'f', 1)
                             .arg(sm.wallSeconds.p95 / 3600.0, 0, 'f', 1)
                             .arg(sm.pooledGoodput * 100.0, 0, 'f', 2)
                             .arg(sm.pooledGoodputStandardError * 100.0, 0, 'f', 2)
                             .arg(sm.interruptions.mean, 0, 'f', 1)
                             .arg(sm.interruptions.p95, 0, 'f', 0));
    emit monteCarloShown(r);
}

} // namespace fleet::views
