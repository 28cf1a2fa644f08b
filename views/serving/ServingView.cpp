#include "serving/ServingView.h"

#include "catalog/UserRowMark.h"
#include "charts/LineChartView.h"
#include "common/AcceleratorShortName.h"
#include "common/ResultsTable.h"
#include "common/WrappedTextLabel.h"
#include "i18n/RateText.h"
#include "models/QuantityFormat.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace fleet::views {

namespace {

const QColor kPlan(0x1f, 0x77, 0xb4);
const QColor kCompare(0xff, 0x7f, 0x0e);
const QColor kTarget(0xd6, 0x27, 0x28);

QString q(double si, const char* unit) { return fleet::app::formatQuantity(si, QString::fromLatin1(unit)).text(); }
// Tokens/s: whole numbers from 100 up, three significant digits below (a million-token replica makes 0.02 per GPU).
QString rate(double v) { return fleet::app::rateText(v); }

// A vertical target line at x spanning the curves' y range (dashed, so it reads as a limit), labelled at its top
// rather than in the legend, which stays for the accelerators.
LineSeriesData targetLine(const QString& name, double x, double yLo, double yHi)
{
    return {name, {{x, yLo}, {x, yHi}}, kTarget, Qt::DashLine, false};
}

} // namespace

QString ServingView::layoutText(const fleet::FleetSizing& fs)
{
    return layoutText(fs.tp, fs.ep, fs.cp);
}

QString ServingView::layoutText(int tp, int ep, int cp)
{
    //: A serving replica's layout with context parallelism: %1 TP size, %2 CP size (TP groups sharing each sequence)
    if (cp > 1)
        return tr("TP %1 × CP %2").arg(tp).arg(cp);
    //: A serving replica's layout with expert parallelism: %1 TP size, %2 EP size
    return ep > 1 ? tr("TP %1 × EP %2").arg(tp).arg(ep) : tr("TP %1").arg(tp);
}

void ServingView::setCatalog(fleet::app::CatalogPtr catalog)
{
    m_catalog = std::move(catalog);
    fillAcceleratorItems(m_compare, *m_catalog);
}

ServingView::ServingView(fleet::app::CatalogPtr catalog, QWidget* parent)
    : ScenarioView(parent), m_catalog(std::move(catalog)), m_compare(new QComboBox(this)),
      m_compareNote(new QLabel(this)), m_tpotChart(new LineChartView(this)), m_ttftChart(new LineChartView(this)),
      m_fleet(new WrappedTextLabel(this)),
      m_table(new ResultsTable({QStringLiteral("serving.")}, tr("Serving fleet"), this))
{
    m_compare->setObjectName(QStringLiteral("servingCompare"));
    m_compareNote->setObjectName(QStringLiteral("servingCompareNote"));
    m_tpotChart->setObjectName(QStringLiteral("servingTpotChart"));
    m_ttftChart->setObjectName(QStringLiteral("servingTtftChart"));
    m_tpotChart->setToolTip(
        tr("Output tokens/s per accelerator against the p99 time per output token (TPOT), one curve "
           "per accelerator as the batch grows; both axes logarithmic"));
    m_ttftChart->setToolTip(tr("Output tokens/s per accelerator against the p99 time to first token (TTFT), one curve "
                               "per accelerator as the batch grows; both axes logarithmic"));
    m_fleet->setObjectName(QStringLiteral("servingFleet"));
    m_table->setObjectName(QStringLiteral("servingTable"));
    m_compare->addItem(tr("none"), QString());
    fillAcceleratorItems(m_compare, *m_catalog);
    m_compare->setToolTip(tr("Draw a second accelerator's curve (dashed) at the same tensor-parallel size"));
    m_fleet->setWordWrap(true);
    m_fleet->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_fleet->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_compareNote->setWordWrap(true);

    auto* bar = new QHBoxLayout;
    auto* label = new QLabel(tr("Compare with:"));
    label->setBuddy(m_compare);
    bar->addWidget(label);
    bar->addWidget(m_compare);
    bar->addWidget(m_compareNote, 1);
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_tpotChart, 1);
    charts->addWidget(m_ttftChart, 1);
    // The operating-point text scrolls: its height (an MoE plan's experts, a prefill pool, a long translation) must not
    // squeeze the charts at 1366 × 768.
    auto* fleetScroll = new QScrollArea(this);
    fleetScroll->setObjectName(QStringLiteral("servingFleetScroll"));
    fleetScroll->setWidgetResizable(true);
    fleetScroll->setFrameShape(QFrame::NoFrame);
    fleetScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    fleetScroll->setWidget(m_fleet);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(fleetScroll, 2);
    bottom->addWidget(m_table, 3);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bar);
    layout->addLayout(charts, 3);
    layout->addLayout(bottom, 2);
    connect(m_compare, &QComboBox::currentIndexChanged, this, &ServingView::optionsChanged);
    connect(m_table, &ResultsTable::resultActivated, this, &ServingView::resultActivated);
}

void ServingView::writeOptions(fleet::app::ViewOptions& options) const
{
    options.servingCompare = m_compare->currentData().toString().toStdString();
}

void ServingView::setEvaluation(const fleet::app::EvaluationPtr& evaluation)
{
    m_table->setResults(evaluation->results());
    m_compareNote->setText(draw(*evaluation, m_tpotChart, m_ttftChart));
    m_fleet->setText(fleetText(*evaluation));
}

QString ServingView::draw(const fleet::app::Evaluation& e, LineChartView* tpotChart, LineChartView* ttftChart,
                          bool compare)
{
    const fleet::Scenario& s = e.scenario();
    const fleet::app::ServingSeries& sv = e.series().serving;
    // Short axis titles (TPOT, TTFT, tokens/s), the full words in the chart title: at 1366 × 768 each chart is
    // ~290 px wide and "p99 time per output token (ms)" / "Tokens/s per accelerator" were elided.
    const auto spec = [](const QString& title, const QString& x) {
        return LineChartSpec{title, x, tr("Tokens/s"), true, true, 0.0, 0.0, QStringLiteral("%g")}; // log-log
    };
    const LineChartSpec tpotSpec = spec(tr("Tokens/s per accelerator vs p99 TPOT"), tr("p99 TPOT (ms)"));
    const LineChartSpec ttftSpec = spec(tr("Tokens/s per accelerator vs p99 TTFT"), tr("p99 TTFT (s)"));
    if (sv.state != fleet::app::ServingSeries::State::Ok) {
        tpotChart->setData(tpotSpec, {});
        ttftChart->setData(ttftSpec, {});
        return {};
    }
    const fleet::FleetSizing& fs = sv.sizing;
    const QString planName = acceleratorShortName(sv.accelerator, sv.vendor);
    // The second accelerator at the same TP (comparing at different TPs would compare layouts, not chips).
    const auto& cmp = sv.compare;
    const QString otherName = acceleratorShortName(cmp.accelerator, cmp.vendor);
    using Compare = fleet::app::ServingSeries::Compare;
    const bool compared = compare && cmp.state == Compare::State::Ok;
    std::vector<LineSeriesData> tpotSeries, ttftSeries;
    std::vector<MarkerData> tpotMarkers, ttftMarkers;
    double yLo = 1e300, yHi = 0.0;
    auto addCurve = [&](const QString& name, const std::vector<fleet::LatencyPoint>& curve, QColor color, Qt::PenStyle style) {
        LineSeriesData a{name, {}, color, style}, b{name, {}, color, style};
        for (const fleet::LatencyPoint& p : curve) {
            if (!(p.tokensPerSecondPerGpu > 0.0) || !std::isfinite(p.tpotP99Seconds))
                continue;
            a.points.emplace_back(p.tpotP99Seconds * 1e3, p.tokensPerSecondPerGpu);
            if (std::isfinite(p.ttftP99Seconds)) // disaggregated: the TTFT is the prefill pool's (the marker)
                b.points.emplace_back(p.ttftP99Seconds, p.tokensPerSecondPerGpu);
            yLo = std::min(yLo, p.tokensPerSecondPerGpu);
            yHi = std::max(yHi, p.tokensPerSecondPerGpu);
        }
        tpotSeries.push_back(std::move(a));
        ttftSeries.push_back(std::move(b));
    };
    auto addMarker = [&](const QString& label, const fleet::LatencyPoint& p, QColor color) {
        tpotMarkers.push_back({label, p.tpotP99Seconds * 1e3, p.tokensPerSecondPerGpu, color});
        if (std::isfinite(p.ttftP99Seconds))
            ttftMarkers.push_back({label, p.ttftP99Seconds, p.tokensPerSecondPerGpu, color});
    };
    // Two curves: legends without memory sizes where that still tells them apart.
    //: Legend suffix when prefill is disaggregated: the curves are the decode replicas' (%1 the accelerator's name)
    const auto decodeOnly = [&](const QString& name) {
        return fs.disaggregated ? tr("%1, decode replicas").arg(name) : name;
    };
    addCurve(decodeOnly(acceleratorLegendName(planName, compared ? otherName : QString())), sv.curve, kPlan,
             Qt::SolidLine);
    //: Operating point marker: %1 the replica's layout ("TP 8" or "TP 1 × EP 144"), %2 batch
    addMarker(tr("%1 × batch %2").arg(layoutText(fs)).arg(fs.operating.concurrency, 0, 'f', 0), fs.operating, kPlan);

    QString note;
    if (!compare || cmp.state == Compare::State::None) {
    } else if (cmp.state == Compare::State::NoPath) {
        note = tr("%1 has no dense %2 path.")
                   .arg(otherName, QString::fromStdString(cmp.missingPrecision.empty() ? s.inference.precision
                                                                                        : cmp.missingPrecision));
    } else if (cmp.state == Compare::State::NoFit) {
        //: %1 accelerator, %2 the replica's layout ("TP 8" or "TP 1 × EP 144")
        note = tr("%1 does not hold the model at %2.").arg(otherName, layoutText(fs));
    } else {
        const fleet::FleetSizing& ofs = cmp.sizing;
        addCurve(decodeOnly(acceleratorLegendName(otherName, planName)), cmp.curve, kCompare, Qt::DashLine);
        addMarker(QString(), ofs.operating, kCompare); // its numbers are in the note above
        //: %1 accelerator, %2 the replica's layout ("TP 8" or "TP 1 × EP 144"), %3 and %4 output tokens/s per accelerator
        note = tr("%1 at %2: %3 output tokens/s per accelerator (plan: %4).")
                   .arg(otherName, layoutText(fs))
                   .arg(rate(ofs.tokensPerSecondPerGpu()), rate(fs.tokensPerSecondPerGpu()));
        if (s.serving.requestsPerSecond > 0.0)
            //: %1 and %2 accelerators
            note += u' ' +
                    tr("The load needs %1 of them (plan: %2).")
                        .arg(QLocale().toString(ofs.accelerators, 'f', 0), QLocale().toString(fs.accelerators, 'f', 0));
    }
    if (yHi > 0.0) {
        const double top = yLo * std::pow(yHi / yLo, 0.55); // the label sits mid-height, clear of the curves' plateau
        if (s.serving.tpotSeconds > 0.0) {
            const QString label = tr("target %1").arg(q(s.serving.tpotSeconds, "s"));
            tpotSeries.push_back(targetLine(label, s.serving.tpotSeconds * 1e3, yLo, yHi));
            tpotMarkers.push_back({label, s.serving.tpotSeconds * 1e3, top, kTarget, true});
        }
        if (s.serving.ttftSeconds > 0.0) {
            const QString label = tr("target %1").arg(q(s.serving.ttftSeconds, "s"));
            ttftSeries.push_back(targetLine(label, s.serving.ttftSeconds, yLo, yHi));
            ttftMarkers.push_back({label, s.serving.ttftSeconds, top, kTarget, true});
        }
    }
    tpotChart->setData(tpotSpec, tpotSeries, tpotMarkers);
    ttftChart->setData(ttftSpec, ttftSeries, ttftMarkers);
    return note;
}

// The operating point and the fleet it implies.
QString ServingView::fleetText(const fleet::app::Evaluation& e) const
{
    const fleet::Scenario& s = e.scenario();
    const fleet::app::ServingSeries& sv = e.series().serving;
    if (sv.state == fleet::app::ServingSeries::State::NoSetup)
        return tr("No serving model: the accelerator has no dense %1 path, or a catalog id is unknown "
                  "(see the Issues list).")
            .arg(QString::fromStdString(s.inference.precision));
    if (sv.state == fleet::app::ServingSeries::State::NoFit)
        return tr("Nothing fits: the weights and one %1-token sequence do not fit a tensor-parallel group "
                  "of %2 (see the Issues list).")
            .arg(s.serving.inputTokens + s.serving.outputTokens)
            .arg(QString::fromStdString(sv.accelerator));
    const fleet::FleetSizing& fs = sv.sizing;
    const bool userBatch = s.serving.batch > 0 && fs.binding == fleet::ServingBinding::None;
    const QString binds = userBatch ? tr("serving.batch sets the batch (the plan's choice)")
                          : fs.binding == fleet::ServingBinding::None   ? tr("the KV-cache capacity sets the batch")
                          : fs.binding == fleet::ServingBinding::Tpot ? tr("the p99 time per output token sets the batch")
                          : fs.binding == fleet::ServingBinding::Ttft ? tr("the p99 time to first token sets the batch")
                                                                      : tr("a target or the batch cannot be met (see the Issues list)");
    const bool hasLoad = s.serving.requestsPerSecond > 0.0;
    const fleet::LatencyPoint& at = fs.atLoad;
    //: %1 the replica's layout ("TP 8" or "TP 1 × EP 144"), %2 batch, %3 what sets it, %4 tokens/s
    QString text = tr("<b>Operating point</b>: %1 × batch %2 per replica; %3. %4 output tokens/s per accelerator.")
                       .arg(layoutText(fs))
                       .arg(QLocale().toString(fs.operating.concurrency, 'f', 0), binds,
                            rate(fs.tokensPerSecondPerGpu()));
    text += QStringLiteral("<br>") +
            (hasLoad ? tr("<b>At the load</b> of %1 requests/s: p99 time to first token %2, p99 time per output token %3.")
                           .arg(QLocale().toString(s.serving.requestsPerSecond), q(at.ttftP99Seconds, "s"),
                                q(at.tpotP99Seconds, "s"))
                     : tr("<b>No load given</b>: the plan's own accelerators serve at the operating point; p99 time to "
                          "first token %1, p99 time per output token %2.")
                           .arg(q(at.ttftP99Seconds, "s"), q(at.tpotP99Seconds, "s")));
    if (fs.disaggregated) {
        const fleet::PrefillPool& p = fs.prefillPool;
        //: Disaggregated serving: %1 prefill replicas, %2 their layout ("TP 1 × EP 32"), %3 accelerators, %4 input
        //: tokens/s per accelerator, %5 busy share in percent, %6 KV hand-off time
        text += QStringLiteral("<br>") +
                tr("<b>Prefill pool</b>: %1 × %2 = %3 accelerators, %4 input tokens/s each, %5 % busy; KV hand-off %6.")
                    .arg(QLocale().toString(p.replicas, 'f', 0), layoutText(p.tp, p.ep),
                         QLocale().toString(p.accelerators, 'f', 0),
                         QLocale().toString(p.inputTokensPerSecondPerGpu, 'f', 0),
                         QLocale().toString(100.0 * p.utilization, 'f', 0), q(p.kvTransferSeconds, "s"));
    }
    if (sv.routedExperts > 0.0) {
        const double touched = fs.decode.expertsTouched;
        const bool whole = touched >= 10.0 || std::fabs(touched - std::round(touched)) < 0.05; // 8.0 reads "8"
        //: Mixture-of-Experts: %1 experts a decode step touches, %2 routed experts per MoE layer, %3 percent
        text += QStringLiteral("<br>") +
                tr("<b>Experts</b>: a decode step at this batch touches %1 of the %2 routed experts of each MoE layer "
                   "and reads %3 % of their weights.")
                    .arg(QLocale().toString(touched, 'f', whole ? 0 : 1),
                         QLocale().toString(sv.routedExperts, 'f', 0),
                         QLocale().toString(100.0 * touched / sv.routedExperts, 'f', 0));
    }
    if (sv.attentionGroups > 1.0) {
        //: Expert parallelism: %1 attention groups of a replica, %2 prompts per group and iteration on average, %3
        //: prompts the busiest group holds
        text += QStringLiteral("<br>") +
                (sv.promptsBalanced
                     ? tr("<b>Attention groups</b>: the %1 groups of a replica step together; prompts are dealt evenly, "
                          "%2 per group and iteration (serving.promptBalance = balanced).")
                           .arg(QLocale().toString(sv.attentionGroups, 'f', 0),
                                QLocale().toString(sv.promptsPerGroup, 'f', 2))
                     : tr("<b>Attention groups</b>: the %1 groups of a replica step together and each refills its own "
                          "slots: %2 prompts per group and iteration on average, but each iteration waits for the "
                          "busiest group, which holds %3 (serving.promptBalance = per-rank).")
                           .arg(QLocale().toString(sv.attentionGroups, 'f', 0),
                                QLocale().toString(sv.promptsPerGroup, 'f', 2),
                                QLocale().toString(sv.busiestGroupPrompts, 'f', 2)));
    }
    const fleet::ServingEconomics& econ = sv.economics;
    //: %n nodes; %1 replicas (of the layout shown above), %2 accelerators, %3 facility power, %4 t CO2e per year
    text += QStringLiteral("<br>") +
            (fs.disaggregated ? tr("<b>Fleet</b>: %1 decode replicas + prefill pool = %2 accelerators in %n node(s); "
                                   "%3 at the facility; %4 t CO2e per year.",
                                   nullptr, static_cast<int>(std::min(fs.nodes, 2e9)))
                              : tr("<b>Fleet</b>: %1 × the replica above = %2 accelerators in %n node(s); %3 at the facility; "
                                   "%4 t CO2e per year.",
                                   nullptr, static_cast<int>(std::min(fs.nodes, 2e9))))
                .arg(QLocale().toString(fs.replicas, 'f', 0), QLocale().toString(fs.accelerators, 'f', 0),
                     q(econ.power.facilityW, "W"), QLocale().toString(econ.carbonKgPerYear / 1e3, 'f', 1));
    if (econ.priced)
        //: %1 and %2 US dollars per million output tokens
        text += QStringLiteral("<br>") + tr("<b>Cost</b>: $%1 per million output tokens owned (TCO), $%2 rented.")
                                             .arg(QLocale().toString(econ.usdPerMillionTokens, 'f', 3),
                                                  QLocale().toString(econ.cloudUsdPerMillionTokens, 'f', 3));
    return text;
}

} // namespace fleet::views
