#pragma once
// Compute-optimal sizing of the plan (seed §1 scaling laws, model/scaling): a compute budget (the plan's own
// 6·P·D, days on this fleet, or a FLOP count), the Chinchilla-optimal parameters and tokens, the loss of the
// plan and of the optimum under editable power-law constants, and the plan's regime in plain words.
#include "evaluation/Evaluation.h"
#include "scaling/ScalingLaws.h"

#include <QGroupBox>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace fleet::views {

class ScientificSpinBox;

class OptimalSizePanel : public QGroupBox {
    Q_OBJECT
public:
    explicit OptimalSizePanel(QWidget* parent = nullptr);
    // Shows the evaluation's compute-optimal size (computed at the budget and constants of writeOptions()).
    void setEvaluation(const fleet::app::EvaluationPtr& evaluation);
    void writeOptions(fleet::app::ViewOptions& options) const;
    fleet::ScalingConstants constants() const;
    QLabel* summaryLabel() const { return m_summary; }

signals:
    // The budget or a constant changed: the evaluator computes the size again.
    void optionsChanged();

private:
    void budgetKindChanged();

    QComboBox* m_budgetKind;
    QDoubleSpinBox* m_days;
    ScientificSpinBox* m_flops;
    QDoubleSpinBox *m_ratio, *m_e, *m_a, *m_alpha, *m_b, *m_beta;
    QLabel* m_summary;
};

} // namespace fleet::views
