#include "search/OptimalSizePanel.h"

#include "models/EngineeringFormat.h"
#include "common/ScientificSpinBox.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>

namespace fleet::views {

namespace {

QDoubleSpinBox* constantBox(double lo, double hi, double value, int decimals, const QString& tip, QWidget* parent)
{
    auto* b = new QDoubleSpinBox(parent);
    b->setRange(lo, hi);
    b->setDecimals(decimals);
    b->setValue(value);
    b->setToolTip(tip);
    b->setKeyboardTracking(false);
    return b;
}

} // namespace

OptimalSizePanel::OptimalSizePanel(QWidget* parent)
    : QGroupBox(tr("Compute-optimal size (Chinchilla, seed §1 scaling laws)"), parent), m_budgetKind(new QComboBox(this)),
      m_days(new QDoubleSpinBox(this)), m_flops(new ScientificSpinBox(this)), m_summary(new QLabel(this))
{
    setObjectName(QStringLiteral("optimalSize"));
    const fleet::ScalingConstants k;
    //: compute budget: the plan's own training FLOPs
    m_budgetKind->addItem(tr("The plan's compute (6·P·D)"));
    //: compute budget: the fleet running for a number of days
    m_budgetKind->addItem(tr("Days on this fleet"));
    //: compute budget: an explicit number of floating-point operations
    m_budgetKind->addItem(tr("FLOP budget"));
    m_days->setRange(0.01, 1e5);
    m_days->setDecimals(2);
    m_days->setValue(30.0);
    m_days->setSuffix(tr(" d"));
    m_days->setKeyboardTracking(false);
    m_flops->setRange(1e15, 1e30);
    m_flops->setValue(1e24);
    m_flops->setUnit(QStringLiteral("FLOP"));
    m_ratio = constantBox(1.0, 1000.0, k.tokensPerParam, 1, tr("Compute-optimal tokens per parameter (Chinchilla: 20)"), this);
    m_e = constantBox(0.0, 100.0, k.lossE, 3, tr("E: irreducible loss (Hoffmann et al. 2022: 1.69)"), this);
    m_a = constantBox(0.0, 1e6, k.lossA, 1, tr("A: parameter-term coefficient (406.4)"), this);
    m_alpha = constantBox(0.001, 5.0, k.lossAlpha, 3, tr("α: parameter exponent (0.34)"), this);
    m_b = constantBox(0.0, 1e6, k.lossB, 1, tr("B: data-term coefficient (410.7)"), this);
    m_beta = constantBox(0.001, 5.0, k.lossBeta, 3, tr("β: data exponent (0.28)"), this);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setObjectName(QStringLiteral("optimalSizeSummary"));

    auto* budget = new QHBoxLayout;
    budget->addWidget(m_budgetKind);
    budget->addWidget(m_days);
    budget->addWidget(m_flops);
    // The constants in two rows, so the panel stays narrow.
    auto* law = new QGridLayout;
    int slot = 0;
    for (auto [label, box] : {std::pair{tr("D/P"), m_ratio}, {QStringLiteral("E"), m_e}, {QStringLiteral("A"), m_a},
                              {QStringLiteral("α"), m_alpha}, {QStringLiteral("B"), m_b}, {QStringLiteral("β"), m_beta}}) {
        box->setMaximumWidth(90);
        law->addWidget(new QLabel(label, this), slot / 3, 2 * (slot % 3));
        law->addWidget(box, slot / 3, 2 * (slot % 3) + 1);
        ++slot;
    }
    auto* form = new QFormLayout(this);
    form->addRow(tr("Budget"), budget);
    //: the loss power law with its constants
    form->addRow(tr("ℒ = E + A·P^−α + B·D^−β"), law);
    form->addRow(m_summary);

    connect(m_budgetKind, &QComboBox::currentIndexChanged, this, &OptimalSizePanel::budgetKindChanged);
    for (QDoubleSpinBox* b : {static_cast<QDoubleSpinBox*>(m_days), static_cast<QDoubleSpinBox*>(m_flops), m_ratio, m_e,
                              m_a, m_alpha, m_b, m_beta})
        connect(b, &QDoubleSpinBox::valueChanged, this, &OptimalSizePanel::optionsChanged);
    budgetKindChanged();
}

void OptimalSizePanel::budgetKindChanged()
{
    m_days->setVisible(m_budgetKind->currentIndex() == 1);
    m_flops->setVisible(m_budgetKind->currentIndex() == 2);
    emit optionsChanged();
}

void OptimalSizePanel::writeOptions(fleet::app::ViewOptions& options) const
{
    fleet::ScalingBudget budget;
    if (m_budgetKind->currentIndex() == 1)
        budget = {fleet::ScalingBudget::Kind::Time, m_days->value() * 86400.0};
    else if (m_budgetKind->currentIndex() == 2)
        budget = {fleet::ScalingBudget::Kind::Flops, m_flops->value()};
    options.scalingBudget = budget;
    options.scalingConstants = constants();
}

fleet::ScalingConstants OptimalSizePanel::constants() const
{
    fleet::ScalingConstants k;
    k.tokensPerParam = m_ratio->value();
    k.lossE = m_e->value();
    k.lossA = m_a->value();
    k.lossAlpha = m_alpha->value();
    k.lossB = m_b->value();
    k.lossBeta = m_beta->value();
    return k;
}

void OptimalSizePanel::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    const fleet::ScalingReport& r = evaluation->series().scaling;
    const fleet::Scenario& plan = evaluation->scenario();
    if (!r.error.empty()) {
        m_summary->setText(tr("Cannot size: %1").arg(QString::fromStdString(r.error).toHtmlEscaped())); // a rich-text label
        return;
    }
    const QLocale loc;
    auto billions = [&](double v) { return loc.toString(v / 1e9, 'f', v < 1e10 ? 2 : 1); };
    QString regime;
    switch (r.regime) {
    case fleet::ScalingRegime::DataLimited:
        regime = tr("<b>Data-limited</b>: more parameters than the tokens support (undertrained). The same compute "
                    "would reach a lower loss with a smaller model trained on more tokens.");
        break;
    case fleet::ScalingRegime::Balanced:
        regime = tr("<b>Balanced</b>: parameters and tokens are close to the compute-optimal ratio.");
        break;
    case fleet::ScalingRegime::ComputeLimited:
        regime = tr("<b>Compute-limited</b>: a small model trained long. The same compute would reach a lower loss "
                    "with a larger model trained on fewer tokens.");
        break;
    }
    //: %1 FLOP budget, %2 optimal parameters (billions), %3 optimal tokens (billions), %4 plan params, %5 plan tokens,
    //: %6 plan tokens per parameter, %7 plan loss, %8 optimal loss, %9 regime sentence
    m_summary->setText(tr("Budget %1 FLOP → optimal <b>%2 B parameters on %3 B tokens</b>.<br>"
                          "The plan: %4 B parameters on %5 B tokens = %6 tokens per parameter. "
                          "Loss (nat/token): plan %7, compute-optimal %8.<br>%9")
                           .arg(fleet::app::timesTenToThe(r.budgetFlops, loc, 3), billions(r.optimal.params),
                                billions(r.optimal.tokens), billions(evaluation->results()->value("model.params").value_or(0.0)),
                                billions(plan.training.tokens), loc.toString(r.planTokensPerParam, 'f', 1),
                                loc.toString(r.planLoss, 'f', 3), loc.toString(r.optimalLoss, 'f', 3), regime));
}

} // namespace fleet::views
