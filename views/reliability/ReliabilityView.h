#pragma once
// The Failure rates tab: cluster availability vs fleet size, goodput vs checkpoint interval with the
// Young–Daly optimum, a Monte Carlo of the training run (progress, cancel, histogram of wall time against
// the analytic estimate), and every reliability.* result (seed §1 reliability gap, §2 failure and recovery).
#include "common/ScenarioView.h"
#include "evaluation/MonteCarloRunner.h"

class QLabel;
class QProgressBar;
class QPushButton;

namespace fleet::views {

class HistogramChartView;
class LineChartView;
class ResultsTable;

class ReliabilityView : public ScenarioView {
    Q_OBJECT
public:
    explicit ReliabilityView(QWidget* parent = nullptr);
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation) override;
    // The tab's two analytic charts from `e` (the report draws them too).
    static void draw(const fleet::app::Evaluation& e, LineChartView* availability, LineChartView* goodput);
    void runMonteCarlo();
    fleet::app::MonteCarloRunner* runner() const { return m_runner; }
    QPushButton* runButton() const { return m_run; }

signals:
    void monteCarloShown(fleet::app::MonteCarloPtr result);

private:
    void showMonteCarlo(const fleet::app::MonteCarloPtr& result);

    fleet::app::MonteCarloRunner* m_runner;
    LineChartView* m_availability;
    LineChartView* m_goodput;
    HistogramChartView* m_histogram;
    ResultsTable* m_table;
    QPushButton* m_run;
    QPushButton* m_cancel;
    QProgressBar* m_progress;
    QLabel* m_mcSummary;
    fleet::app::EvaluationPtr m_evaluation;
};

} // namespace fleet::views
