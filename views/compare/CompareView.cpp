#include "compare/CompareView.h"

#include "common/TableCopy.h"
#include "charts/CategoryBarChartView.h"

#include "evaluation/Evaluator.h"
#include "io/ScenarioFile.h"
#include "models/EngineeringFormat.h"
#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"
#include "models/ResultsComparison.h"
#include "presets/Presets.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <iterator>

namespace fleet::views {

using fleet::app::formatQuantity;

namespace {
// Colour-blind-safe enough with the label's words ("better"/"worse") beside them; text colours are darker.
const QColor kBetterColour(0x2c, 0xa0, 0x2c), kWorseColour(0xd6, 0x27, 0x28);
const QColor kBetterText(0x1b, 0x5e, 0x20), kWorseText(0xb7, 0x1c, 0x1c);
} // namespace

CompareView::CompareView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)),
      m_baselineEvaluator(new fleet::app::Evaluator(m_catalog, this)), m_presets(new QComboBox(this)),
      m_changedOnly(new QCheckBox(tr("Only what differs"), this)), m_title(new QLabel(this)),
      m_table(new QTableWidget(this)), m_chart(new CategoryBarChartView(this))
{
    m_baselineEvaluator->setDebounceMs(0);
    fleet::app::ViewOptions resultsOnly;
    resultsOnly.viewSeries = false; // the baseline's results are compared; none of its charts is drawn
    m_baselineEvaluator->setOptions(resultsOnly);
    connect(m_baselineEvaluator, &fleet::app::Evaluator::evaluationReady, this,
            [this](const fleet::app::EvaluationPtr& baseline) { // the Evaluator drops superseded baselines
                m_baselineResults = baseline->results();
                rebuild();
                emit baselineReady();
            });
    TableCopy::install(m_table);
    auto* snapshot = new QPushButton(tr("Snapshot this plan"), this);
    snapshot->setObjectName(QStringLiteral("compareSnapshot"));
    snapshot->setToolTip(tr("Keep a copy of the plan as it is now; later edits are compared with it"));
    auto* open = new QPushButton(tr("Open plan…"), this);
    open->setToolTip(tr("Compare with a saved .fleetplan file"));
    m_presets->addItem(tr("Compare with a preset…"));
    for (const QString& name : fleet::app::Presets::names())
        m_presets->addItem(name, name);
    m_changedOnly->setChecked(true);
    auto* bar = new QHBoxLayout;
    bar->addWidget(snapshot);
    bar->addWidget(m_presets);
    bar->addWidget(open);
    bar->addWidget(m_changedOnly);
    bar->addStretch();
    m_title->setWordWrap(true);
    m_title->setText(tr("Choose a baseline: a snapshot of this plan, a preset or a saved plan."));

    m_table->setObjectName(QStringLiteral("compareTable"));
    m_table->setColumnCount(5);
    m_table->setHorizontalHeaderLabels({tr("Result"), tr("This plan"), tr("Baseline"), tr("Difference"), tr("Relative")});
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    for (int c = 1; c < 5; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::Stretch);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addWidget(m_title);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_chart, 1);
    m_chart->chart()->legend()->hide();

    connect(snapshot, &QPushButton::clicked, this, [this] { setBaseline(m_scenario, tr("snapshot of %1").arg(QString::fromStdString(m_scenario.name))); });
    connect(open, &QPushButton::clicked, this, &CompareView::loadFromFile);
    connect(m_changedOnly, &QCheckBox::toggled, this, &CompareView::rebuild);
    connect(m_presets, &QComboBox::activated, this, [this](int i) {
        const QString name = m_presets->itemData(i).toString();
        if (name.isEmpty())
            return;
        const auto r = fleet::app::Presets::load(name);
        if (r.scenario)
            setBaseline(*r.scenario, tr("preset %1").arg(name));
        m_presets->setCurrentIndex(0);
    });
    connect(m_table, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (QTableWidgetItem* item = m_table->item(row, 0))
            emit resultActivated(item->data(Qt::UserRole).toString());
    });
}

void CompareView::loadFromFile()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with plan"), QString(),
                                                      tr("FleetPlanner plans (*.fleetplan);;All files (*)"));
    if (path.isEmpty())
        return;
    const auto r = fleet::app::ScenarioFile::load(path);
    if (!r.scenario) {
        QMessageBox::critical(this, tr("Cannot open plan"), r.error);
        return;
    }
    setBaseline(*r.scenario, path);
}

void CompareView::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = std::move(catalog);
    m_baselineEvaluator->setCatalog(m_catalog);
    if (m_baseline) // the baseline's numbers follow the edited hardware too
        m_baselineEvaluator->request(*m_baseline);
}

void CompareView::setBaseline(const fleet::Scenario& baseline, const QString& name)
{
    m_baseline = baseline;
    m_baselineName = name;
    m_baselineResults.reset();
    rebuild();
    m_baselineEvaluator->request(baseline);
}

void CompareView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_scenario = evaluation->scenario();
    m_results = evaluation->results();
    rebuild();
}

void CompareView::rebuild()
{
    const QSignalBlocker block(m_table);
    if (!m_baselineResults || !m_results) {
        m_table->setRowCount(0);
        return;
    }
    const auto rows = fleet::app::compareResults(*m_results, *m_baselineResults, m_changedOnly->isChecked());

    // The headline numbers: relative change against the baseline (bars clipped at ±200 %, the exact ratio is in
    // the label, because two very different plans differ by orders of magnitude).
    const char* const headline[] = {"training.wall_s",       "power.facility_w",    "tco.total_usd",
                                     "carbon.operational_kg", "reliability.goodput", "inference.decode_s_per_token"};
    // Bars are green where the change is better and red where it is worse (the schema's direction per result).
    QStringList names;
    std::vector<double> better, worse;
    for (auto it = std::rbegin(headline); it != std::rend(headline); ++it) {
        const auto a = m_results->value(*it), b = m_baselineResults->value(*it);
        if (!a || !b || *b == 0.0)
            continue;
        const double ratio = *a / *b;
        const QString key = QString::fromLatin1(*it);
        // The label without its parenthesis ("(bandwidth floor)"): the axis has no room for it beside the ratio.
        QString label = fleet::app::resultLabel(key);
        if (const qsizetype open = label.indexOf(QStringLiteral(" (")); open > 0 && label.endsWith(u')'))
            label.truncate(open);
        names << tr("%1 (×%2)").arg(label, fleet::app::significant(ratio, QLocale(), 3));
        const double change = std::clamp((ratio - 1.0) * 100.0, -200.0, 200.0);
        const bool good = fleet::app::verdictOf(key, *a, *b) == fleet::app::Verdict::Better;
        better.push_back(good ? change : 0.0);
        worse.push_back(good ? 0.0 : change);
    }
    m_chart->setData({tr("Headline numbers against the baseline (green: better, red: worse)"),
                      tr("Change (%, clipped at ±200)"), names,
                      QStringLiteral("%.0f"), true},
                     {{tr("better"), kBetterColour, better}, {tr("worse"), kWorseColour, worse}});
    m_title->setText(tr("<b>%1</b> compared with <b>%2</b>: %n result(s) shown.", "", static_cast<int>(rows.size()))
                         .arg(QString::fromStdString(m_scenario.name).toHtmlEscaped(), m_baselineName.toHtmlEscaped()));
    m_table->setRowCount(static_cast<int>(rows.size()));
    int r = 0;
    for (const fleet::app::ComparisonRow& row : rows) {
        auto cell = [&](const std::optional<double>& v, const QString& unit) {
            return v ? formatQuantity(*v, unit, row.key).text() : QStringLiteral("—");
        };
        auto* label = new QTableWidgetItem(fleet::app::resultLabel(row.key));
        label->setData(Qt::UserRole, row.key);
        label->setToolTip(Qt::convertFromPlainText(
            QStringLiteral("%1\n%2").arg(fleet::app::resultDescription(row.key), row.key)));
        const QString deltaText = row.unit == QStringLiteral("bool") ? QString() : cell(row.delta, row.unit);
        const QStringList values = {cell(row.a, row.unit), cell(row.b, row.unit), deltaText,
                                    row.relative ? QStringLiteral("%1%2 %").arg(*row.relative >= 0 ? QStringLiteral("+") : QString())
                                                       .arg(*row.relative * 100.0, 0, 'f', 1)
                                                 : QString()};
        m_table->setItem(r, 0, label);
        for (int c = 0; c < values.size(); ++c) {
            auto* item = new QTableWidgetItem(values.at(c));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (c >= 2 && row.verdict != fleet::app::Verdict::Neutral)
                item->setForeground(row.verdict == fleet::app::Verdict::Better ? kBetterText : kWorseText);
            m_table->setItem(r, c + 1, item);
        }
        ++r;
    }
}

} // namespace fleet::views
