#include "models/Summary.h"

#include "models/QuantityFormat.h"
#include "models/QtStrings.h"
#include "models/ResultLabels.h"
#include "i18n/IssueText.h"
#include "i18n/ModelText.h"
#include "validation/PredictionAccuracy.h"

#include <QCoreApplication>

#include <optional>
#include <string_view>

namespace fleet::app {

namespace {

// The validation band of a predicted headline (the book's chain says it is none).
QString accuracyTip(const fleet::Scenario& plan, const fleet::Results& r, std::string_view key)
{
    for (const fleet::AccuracyKey& k : fleet::accuracyKeys())
        if (k.key == key)
            return modelText(fleet::accuracyText(fleet::accuracyOf(plan, key, &r)));
    return {};
}

QString formatted(const fleet::Results& r, const std::string& key)
{
    const fleet::ResultValue* v = r.find(key);
    if (!v)
        return {};
    return formatQuantity(v->value, toQString(v->unit), QString::fromStdString(key)).text();
}

QString share(double fraction) { return formatShare(fraction).text(); }

// The error that explains why result `key` is missing: one about its own domain ("training.") first, else
// the first error; empty when the evaluation had none (the result simply does not apply to this plan).
QString errorFor(const fleet::Results& r, std::string_view key)
{
    const std::string_view domain = key.substr(0, key.find('.') + 1);
    const fleet::Issue* first = nullptr;
    for (const fleet::Issue& i : r.issues()) {
        if (i.severity != fleet::Severity::Error)
            continue;
        if (std::string_view(i.key).substr(0, domain.size()) == domain)
            return issueText(i);
        if (!first)
            first = &i;
    }
    return first ? issueText(*first) : QString();
}

// What holds the predicted step back most: its largest part after the compute, in words, with the fix.
std::optional<Constraint> stepConstraint(const fleet::Scenario& plan, const fleet::Results& r)
{
    const auto step = r.value("training.step_s");
    if (!step || !(*step > 0.0))
        return std::nullopt;
    struct Part {
        const char* key;
        const char* text;
    };
    static const Part parts[] = {
        {"training.step_pp_bubble_s",
         QT_TRANSLATE_NOOP("Summary", "The pipeline bubble takes %1 of each step (%2 micro-batches on %3 stages): raise "
                                      "training.globalBatch or training.interleave, or use fewer stages.")},
        {"training.step_tp_comm_s",
         QT_TRANSLATE_NOOP("Summary", "Tensor-parallel collectives take %1 of each step: a smaller training.tp, or "
                                      "overlap them with the GEMMs (training.overlapTpComm).")},
        {"training.step_dp_comm_s",
         QT_TRANSLATE_NOOP("Summary", "Exposed data-parallel communication takes %1 of each step: a faster scale-out "
                                      "link, less oversubscription, or more overlap (training.overlapGradReduce).")},
        {"training.step_recompute_s",
         QT_TRANSLATE_NOOP("Summary", "Recomputing activations takes %1 of each step: selective recomputation "
                                      "(training.activationCheckpointing) if the memory allows.")},
        {"training.step_pp_comm_s",
         QT_TRANSLATE_NOOP("Summary", "Stage-to-stage transfers take %1 of each step: keep pipeline neighbours on "
                                      "faster links.")},
        {"training.step_optimizer_s",
         QT_TRANSLATE_NOOP("Summary", "The optimizer step takes %1 of each step (training.optimizerOffload moves it "
                                      "over the host link).")}};
    const Part* worst = nullptr;
    double worstShare = 0.0;
    for (const Part& p : parts) {
        const double f = r.value(p.key).value_or(0.0) / *step;
        if (f > worstShare) {
            worstShare = f;
            worst = &p;
        }
    }
    if (!worst || worstShare < 0.1)
        return std::nullopt;
    QString text = QCoreApplication::translate("Summary", worst->text).arg(share(worstShare));
    if (std::string_view(worst->key) == "training.step_pp_bubble_s")
        text = text.arg(r.value("training.micro_batches").value_or(0.0), 0, 'g', 6).arg(plan.training.pp);
    return Constraint{text, QString::fromLatin1(worst->key)};
}

} // namespace

Summary buildSummary(const fleet::Scenario& plan, const fleet::Results& r)
{
    Summary s;
    const bool predicted = plan.training.timeModel == "predicted";
    auto item = [&](const char* k, const QString& label) {
        const QString name = label.isEmpty() ? resultLabel(QString::fromLatin1(k)) : label;
        if (r.has(k))
            s.items.append({name, formatted(r, k), QString::fromLatin1(k), {}, accuracyTip(plan, r, k)});
        else if (const QString error = errorFor(r, k); !error.isEmpty()) // a failed evaluation keeps its line
            s.items.append({name, QCoreApplication::translate("Summary", "— (error)"), QString::fromLatin1(k), error, {}});
    };
    // What the plan is for decides what leads (issue 31): a plan that serves (a load, or no training job) leads with
    // its serving fleet; a training plan with its run's time.
    const bool trains = plan.training.enabled;
    const bool serves = !trains || plan.serving.requestsPerSecond > 0.0;
    if (serves)
        for (const char* k : {"serving.accelerators", "serving.replicas", "serving.usd_per_million_tokens",
                              "serving.ttft_p99_s", "serving.tpot_p99_s", "serving.tokens_per_s_per_gpu"})
            item(k, {});
    if (trains && predicted) {
        item("training.wall_s", QCoreApplication::translate("Summary", "Time to train (predicted)"));
        item("training.predicted_mfu", {});
    } else if (trains) {
        item("training.wall_s", QCoreApplication::translate("Summary", "Time to train (the book's chain)"));
        item("training.predicted_wall_s", QCoreApplication::translate("Summary", "Predicted from the layout"));
    }
    for (const char* k : {"power.facility_w", "power.racks", "tco.total_usd", "tco.usd_per_accelerator_hour"})
        item(k, {});
    item(trains ? "carbon.operational_kg" : "serving.carbon_kg_per_year", {});
    // One goodput per plan, the headline run's own (issue 31): the predicted run's G. The book's chain carries its
    // failures and checkpoints as its own overheads (training.failureOverhead, training.checkpointOverhead), and its
    // reliability.goodput is the seed's reliability example (reliability.checkpointWriteSeconds, restartSeconds and the
    // fleet's MTBF; Failures tab), not this run's.
    if (trains && predicted)
        item("reliability.goodput", {});
    // The book's serving example (seed L1516): one accelerator's weight read at batch 1. A plan that serves shows its
    // fleet's p99 TPOT instead: the floor of a model that may not fit one accelerator, beside it, read as a second
    // answer (issue 31: "104.5 ms for 350 GB on one H100" next to the serving TPOT). It stays in Results and on the
    // Roofline tab.
    if (!serves) {
        item("inference.decode_s_per_token", {});
        item("serving.tokens_per_s_per_gpu", {});
    }

    auto value = [&](const char* k) { return r.value(k); };
    // Book mode: what makes the chain and the prediction differ.
    if (!predicted)
        if (const auto pw = value("training.predicted_wall_s"), bw = value("training.wall_s"); pw && bw && *bw > 0.0) {
            QString why = QCoreApplication::translate(
                              "Summary", "The book's chain gives %1 at training.mfu %2; predicted from the layout: %3 "
                                         "at %4 MFU.")
                              .arg(formatted(r, "training.wall_s"), share(plan.training.mfu),
                                   formatted(r, "training.predicted_wall_s"), formatted(r, "training.predicted_mfu"));
            if (const auto c = stepConstraint(plan, r))
                why += QLatin1Char(' ') + c->text;
            s.constraints.append({why, QStringLiteral("training.predicted_wall_s")});
        }
    if (predicted)
        if (const auto c = stepConstraint(plan, r))
            s.constraints.append(*c);
    if (auto v = value("inference.memory_bound_fraction"); v && *v > 0.5)
        s.constraints.append({QCoreApplication::translate("Summary", "Decode is %1 memory-bound: HBM bandwidth, not FLOP/s, sets the token latency.")
                                  .arg(formatted(r, "inference.memory_bound_fraction")),
                              QStringLiteral("inference.memory_bound_fraction")});
    if (auto fits = value("memory.fits"); fits && *fits == 0.0)
        s.constraints.append({QCoreApplication::translate("Summary", "The training job needs %1 per GPU but HBM holds %2.")
                                  .arg(formatted(r, "memory.total_bytes_per_gpu"), formatted(r, "memory.hbm_bytes_per_gpu")),
                              QStringLiteral("memory.total_bytes_per_gpu")});
    // Binding only when the chosen cooling falls short: a rack above the air limit is fine under liquid cooling.
    if (auto throttle = value("cooling.throttle_fraction"); throttle && *throttle < 1.0) {
        const QString rack = formatted(r, "power.rack_w"), limit = formatted(r, "cooling.rack_limit_w");
        s.constraints.append(
            {*throttle > 0.0 ? QCoreApplication::translate("Summary", "%1 racks exceed the %2 per rack that fleet.cooling "
                                                                      "removes: accelerators throttle to %3 of their peak power.")
                                   .arg(rack, limit, formatShare(*throttle).text())
                             : QCoreApplication::translate("Summary", "%1 racks exceed the %2 per rack that fleet.cooling "
                                                                      "removes, and their parts other than the accelerators "
                                                                      "alone draw at least that: the accelerators get no power.")
                                   .arg(rack, limit),
             QStringLiteral("cooling.throttle_fraction")});
    }
    if (auto over = value("fabric.oversubscription_effective"); over && *over > 1.0)
        s.constraints.append({QCoreApplication::translate("Summary", "The fabric is oversubscribed %1:1: traffic crossing the spine runs %1× slower.")
                                  .arg(*over, 0, 'g', 3),
                              QStringLiteral("fabric.bisection_bytes_per_s")});
    if (auto c = value("comm.compute_fraction"); !predicted && c && *c < 0.5)
        s.constraints.append({QCoreApplication::translate("Summary", "Communication takes %1 of each training step (no overlap assumed).")
                                  .arg(formatShare(1.0 - *c).text()),
                              QStringLiteral("comm.compute_fraction")});
    if (auto g = value("reliability.goodput"); g && *g < 0.9)
        s.constraints.append(
            {predicted ? QCoreApplication::translate("Summary", "Failures and checkpoints leave a goodput of %1.")
                             .arg(formatted(r, "reliability.goodput"))
                       : QCoreApplication::translate("Summary", "The reliability model (reliability.*) gives a goodput of %1; the "
                                                                "book's chain assumes training.failureOverhead and "
                                                                "training.checkpointOverhead instead.")
                             .arg(formatted(r, "reliability.goodput")),
             QStringLiteral("reliability.goodput")});
    if (auto b = value("serving.batch"), cap = value("serving.max_batch"), tp = value("serving.tp");
        plan.serving.batch == 0 && b && cap && tp && *cap > 0.0) { // a batch the plan sets is no constraint found
        const auto ep = value("serving.ep");
        const auto cp = value("serving.cp");
        //: A serving replica's layout with context parallelism: %1 TP size, %2 CP size (TP groups sharing each sequence)
        const QString layout = cp && *cp > 1.0 ? QCoreApplication::translate("Summary", "TP %1 × CP %2")
                                                      .arg(formatted(r, "serving.tp"), formatted(r, "serving.cp"))
                               //: A serving replica's layout with expert parallelism: %1 TP size, %2 EP size
                               : ep && *ep > 1.0 ? QCoreApplication::translate("Summary", "TP %1 × EP %2")
                                                       .arg(formatted(r, "serving.tp"), formatted(r, "serving.ep"))
                                                 : QCoreApplication::translate("Summary", "TP %1").arg(formatted(r, "serving.tp"));
        s.constraints.append(
            //: %2 the replica's layout ("TP 8" or "TP 1 × EP 144")
            {*b >= *cap ? QCoreApplication::translate("Summary", "Serving: the KV cache holds %1 sequences per %2 replica; memory, "
                                                                  "not the latency targets, caps the batch.")
                              .arg(formatted(r, "serving.max_batch"), layout)
                        //: %1 the replica's layout ("TP 8" or "TP 1 × EP 144")
                        : QCoreApplication::translate("Summary", "Serving: the latency targets cap a %1 replica at %2 of the %3 "
                                                                  "sequences that fit.")
                              .arg(layout, formatted(r, "serving.batch"), formatted(r, "serving.max_batch")),
             QStringLiteral("serving.batch")});
    }
    for (const fleet::Issue& i : r.issues())
        if (i.severity == fleet::Severity::Error)
            s.constraints.append({issueText(i), QString()});
    return s;
}

} // namespace fleet::app
