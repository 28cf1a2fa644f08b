#include "training/TrainingView.h"

#include "charts/CategoryBarChartView.h"
#include "charts/LineChartView.h"
#include "common/ResultsTable.h"
#include "models/QuantityFormat.h"

#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <array>

namespace fleet::views {

namespace {

struct Part {
    const char* name;
    QColor color;
};

// The stacked bar's label and colour of each step part, in kStepParts order (model/training/StepParts.h).
const std::array<Part, fleet::kStepPartCount> kParts = {{
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "Compute"), QColor(0x1f, 0x77, 0xb4)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "Recompute"), QColor(0xae, 0xc7, 0xe8)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "TP comm"), QColor(0xff, 0x7f, 0x0e)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "PP bubble"), QColor(0xd6, 0x27, 0x28)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "PP comm"), QColor(0xff, 0x98, 0x96)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "DP comm"), QColor(0x2c, 0xa0, 0x2c)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "Optimizer"), QColor(0x94, 0x67, 0xbd)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "EP all-to-all"), QColor(0x8c, 0x56, 0x4b)},
    {QT_TRANSLATE_NOOP("fleet::views::TrainingView", "CP K/V ring"), QColor(0xe3, 0x77, 0xc2)},
}};

QString layoutText(const fleet::TrainingInputs& t)
{
    //: a parallel layout: tensor × pipeline × data parallel, virtual stages, micro-batch
    const QString layout = t.cp > 1
                               //: a long-sequence layout: tensor × context × pipeline × data parallel, virtual stages,
                               //: micro-batch
                               ? TrainingView::tr("TP %1 × CP %6 × PP %2 × DP %3, V %4, b %5")
                                     .arg(t.tp)
                                     .arg(t.pp)
                                     .arg(t.dp)
                                     .arg(t.interleave)
                                     .arg(t.microBatch)
                                     .arg(t.cp)
                               : TrainingView::tr("TP %1 × PP %2 × DP %3, V %4, b %5")
                                     .arg(t.tp)
                                     .arg(t.pp)
                                     .arg(t.dp)
                                     .arg(t.interleave)
                                     .arg(t.microBatch);
    //: the expert-parallel degree of a Mixture-of-Experts layout, after the layout
    return t.ep > 1 ? TrainingView::tr("%1, EP %2").arg(layout).arg(t.ep) : layout;
}

// The plan's step parts from its evaluation.
std::optional<fleet::StepParts> partsOf(const fleet::Results* r)
{
    if (!r || !r->has("training.step_s"))
        return std::nullopt;
    fleet::StepParts p;
    for (const fleet::StepPartRow& part : fleet::kStepParts)
        p[part.part] = r->value(part.key.name()).value_or(0.0);
    return p;
}

} // namespace

TrainingView::TrainingView(QWidget* parent)
    : ScenarioView(parent), m_mode(new QLabel(this)), m_step(new CategoryBarChartView(this)),
      m_scaling(new LineChartView(this)), m_pipeline(new LineChartView(this)),
      m_table(new ResultsTable({QStringLiteral("training.")}, tr("Training"), this))
{
    m_mode->setObjectName(QStringLiteral("trainingMode"));
    m_mode->setWordWrap(true);
    m_step->setObjectName(QStringLiteral("stepChart"));
    m_scaling->setObjectName(QStringLiteral("scalingChart"));
    m_pipeline->setObjectName(QStringLiteral("pipelineChart"));
    m_table->setObjectName(QStringLiteral("trainingTable"));
    m_scaling->setToolTip(tr("Predicted MFU as the fleet grows at the plan's global batch (strong scaling): "
                             "TP, CP and PP kept, DP = accelerators / (TP × CP × PP)"));
    m_pipeline->setToolTip(tr("Predicted MFU against pipeline depth for each micro-batch size: the fleet and the "
                              "global batch kept, DP derived, no interleaving"));
    auto* grid = new QGridLayout;
    grid->addWidget(m_step, 0, 0);
    grid->addWidget(m_scaling, 0, 1);
    grid->addWidget(m_pipeline, 1, 0);
    grid->addWidget(m_table, 1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_mode);
    layout->addLayout(grid, 1);
    connect(m_table, &ResultsTable::resultActivated, this, &TrainingView::resultActivated);
}

void TrainingView::setPicked(const std::optional<fleet::StepParts>& picked, const QString& label)
{
    m_picked = picked;
    m_pickedLabel = label;
    if (m_evaluation)
        drawStep(*m_evaluation, m_step, m_picked, m_pickedLabel);
}

void TrainingView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_evaluation = evaluation;
    const fleet::Scenario& s = evaluation->scenario();
    m_table->setResults(evaluation->results());
    if (!s.training.enabled) { // a serving-only plan (issue 31): say so, not "the layout cannot be stepped"
        m_mode->setText(tr("This plan trains nothing (training.enabled = false): a serving-only plan, whose fleet the "
                           "Serving tab sizes. Check Train a model in the Training job section to plan a training run."));
        const QString none = tr("No training job (training.enabled = false)");
        m_step->setData({none, tr("Seconds per step"), {}, QStringLiteral("%.2f"), true}, {});
        m_scaling->setData({none, tr("Accelerators (log)"), tr("Predicted MFU (%)")}, {});
        m_pipeline->setData({none, tr("Pipeline stages (log)"), tr("Predicted MFU (%)")}, {});
        return;
    }
    const bool predicted = s.training.timeModel == "predicted";
    m_mode->setText(predicted ? tr("Training time predicted from the layout and the hardware "
                                   "(training.timeModel = predicted): training.wall_s = steps × step time / goodput × "
                                   "(1 + maintenance).")
                              : tr("The book's overhead chain sets training.wall_s (training.timeModel = book); the "
                                   "prediction from the layout is shown for comparison (training.predicted_wall_s)."));
    drawStep(*evaluation, m_step, m_picked, m_pickedLabel);
    drawScaling(*evaluation, m_scaling);
    drawPipeline(*evaluation, m_pipeline);
}

// Strong scaling: MFU against accelerators at the plan's global batch.
void TrainingView::drawScaling(const fleet::app::Evaluation& e, LineChartView* chart)
{
    const fleet::Scenario& s = e.scenario();
    const auto& scaling = e.series().training.strongScaling;
    LineSeriesData fitting{tr("fits in HBM"), {}, QColor(0x1f, 0x77, 0xb4)};
    LineSeriesData overflowing{tr("exceeds HBM"), {}, QColor(0xbb, 0xbb, 0xbb)};
    std::vector<MarkerData> planMarker;
    for (const fleet::StepSeriesPoint& p : scaling) {
        (p.fits ? fitting : overflowing).points.push_back({p.x, p.mfu * 100.0});
        if (p.x == static_cast<double>(s.acceleratorCount()))
            planMarker.push_back({tr("plan"), p.x, p.mfu * 100.0, QColor(0xd6, 0x27, 0x28)});
    }
    std::vector<LineSeriesData> scalingSeries;
    for (LineSeriesData* line : {&fitting, &overflowing})
        if (!line->points.empty())
            scalingSeries.push_back(*line);
    const std::int64_t batch = e.series().training.strongScalingBatch;
    if (scaling.empty())
        chart->setData({tr("Strong scaling: no layout of TP %1 × CP %3 × PP %2 can be stepped on these fleets")
                            .arg(s.training.tp)
                            .arg(s.training.pp)
                            .arg(s.training.cp),
                        tr("Accelerators (log)"), tr("Predicted MFU (%)")},
                       {});
    else
        chart->setData({tr("Strong scaling at %n sequences per step", "", static_cast<int>(batch)),
                        tr("Accelerators (log)"), tr("Predicted MFU (%)"), true, false, 0.0, 0.0,
                        QStringLiteral("%.0f")},
                       scalingSeries, planMarker);
}

// MFU against pipeline depth, one line per micro-batch size.
void TrainingView::drawPipeline(const fleet::app::Evaluation& e, LineChartView* chart)
{
    const fleet::Scenario& s = e.scenario();
    static const std::array<QColor, 5> colors = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                                 QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
                                                 QColor(0x8c, 0x56, 0x4b)};
    std::vector<LineSeriesData> pipes;
    std::vector<MarkerData> pipeMarker;
    size_t k = 0;
    for (const fleet::PipelineSeries& ps : e.series().training.pipeline) {
        //: a micro-batch size, as the legend of a line
        LineSeriesData line{tr("b = %1").arg(ps.microBatch), {}, colors[k++ % colors.size()]};
        for (const fleet::StepSeriesPoint& p : ps.points) {
            line.points.push_back({p.x, p.mfu * 100.0});
            if (ps.microBatch == s.training.microBatch && p.x == static_cast<double>(s.training.pp))
                pipeMarker.push_back({s.training.interleave == 1 ? tr("plan") : tr("plan's PP (V = 1)"), p.x,
                                      p.mfu * 100.0, QColor(0xd6, 0x27, 0x28)});
        }
        pipes.push_back(std::move(line));
    }
    if (pipes.empty())
        chart->setData(
            {tr("Pipeline depth: no layout can be stepped"), tr("Pipeline stages (log)"), tr("Predicted MFU (%)")}, {});
    else
        chart->setData({s.training.cp > 1 ? tr("MFU vs pipeline depth (TP %1, CP %2, DP derived)")
                                                .arg(s.training.tp)
                                                .arg(s.training.cp)
                                          : tr("MFU vs pipeline depth (TP %1, DP derived)").arg(s.training.tp),
                        tr("Pipeline stages (log)"),
                        tr("Predicted MFU (%)"), true, false, 0.0, 0.0, QStringLiteral("%.0f")},
                       pipes, pipeMarker);
}

void TrainingView::drawStep(const fleet::app::Evaluation& e, CategoryBarChartView* chart,
                            const std::optional<fleet::StepParts>& picked, const QString& pickedLabel)
{
    QStringList categories;
    std::vector<fleet::StepParts> steps;
    if (picked) {
        categories << tr("Search pick");
        steps.push_back(*picked);
    }
    const auto plan = partsOf(e.results().get());
    if (plan) {
        categories << tr("Plan");
        steps.push_back(*plan);
    }
    chart->setToolTip(
        tr("One optimizer step of one global batch, predicted from the layout and the hardware "
           "(training.step_s and its parts, seconds).\nPlan: %1%2")
            .arg(layoutText(e.scenario().training), picked ? tr("\nSearch pick: %1").arg(pickedLabel) : QString()));
    if (steps.empty()) {
        chart->setData({tr("Step time: the layout cannot be stepped (see Issues)"),
                        tr("Seconds per step"),
                        {},
                        QStringLiteral("%.2f"),
                        true},
                       {});
        return;
    }
    std::vector<BarPart> parts;
    for (const fleet::StepPartRow& row : fleet::kStepParts) {
        // A part no bar has (the all-to-all of a dense model, TP comm at TP 1) takes no legend row: eight rows
        // do not fit the chart at 1366 × 768.
        if (std::none_of(steps.begin(), steps.end(), [&](const fleet::StepParts& t) { return t[row.part] > 0.0; }))
            continue;
        const Part& p = kParts[static_cast<std::size_t>(row.part)];
        BarPart bar{tr(p.name), p.color, {}};
        for (const fleet::StepParts& t : steps)
            bar.values.push_back(t[row.part]);
        parts.push_back(std::move(bar));
    }
    //: %1 the predicted step time, %2 the plan's layout
    const QString title = plan ? tr("Step time %1: %2")
                                     .arg(fleet::app::formatQuantity(
                                              e.results()->value("training.step_s").value_or(0.0), QStringLiteral("s"))
                                              .text(),
                                          layoutText(e.scenario().training))
                               : tr("Step time (predicted)");
    chart->setData({title, tr("Seconds per step"), categories, QStringLiteral("%.2f"), true, Qt::AlignRight}, parts);
}

} // namespace fleet::views
