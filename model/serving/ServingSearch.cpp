#include "serving/ServingSearch.h"

#include "plan/MachineHierarchy.h"
#include "plan/ModelLibrary.h"
#include "scenario/ResolvedFleet.h"
#include "serving/ServingSetup.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <tuple>
#include <utility>

namespace fleet {

std::string_view toString(ServingStatus s)
{
    switch (s) {
    case ServingStatus::Ok: return "ok";
    case ServingStatus::NoPrecision: return "no-precision";
    case ServingStatus::DoesNotFit: return "does-not-fit";
    case ServingStatus::BatchTooLarge: return "batch-too-large";
    case ServingStatus::TpotUnmet: return "tpot-unmet";
    case ServingStatus::TtftUnmet: return "ttft-unmet";
    case ServingStatus::NoReplica: return "no-replica";
    case ServingStatus::NoPrice: return "no-price";
    }
    return "?";
}

std::string_view describe(ServingStatus s)
{
    switch (s) {
    case ServingStatus::Ok: return "valid";
    case ServingStatus::NoPrecision: return "the accelerator has no dense path for the precision";
    case ServingStatus::DoesNotFit: return "weights and one sequence do not fit the TP group";
    case ServingStatus::BatchTooLarge: return "the batch's KV cache does not fit";
    case ServingStatus::TpotUnmet: return "the p99 time per output token misses its target";
    case ServingStatus::TtftUnmet: return "the p99 time to first token misses its target";
    case ServingStatus::NoReplica: return "the plan's accelerators cannot form one replica";
    case ServingStatus::NoPrice: return "no catalog price for the cost objective";
    }
    return "?";
}

namespace {

// 1, 2, 4, … up to the scale-up domain of the plan's accelerator (plan/MachineHierarchy.h).
std::vector<int> defaultTps(const Scenario& s, const Catalog& c)
{
    std::vector<Issue> ignored;
    const std::int64_t domain = scaleUpDomainOf(s, resolveFleet(s, c, ignored));
    std::vector<int> out;
    for (int t = 1; t <= static_cast<int>(domain); t *= 2)
        out.push_back(t);
    return out;
}

std::string rejection(const ServingCandidate& c, const ServingWorkload& w)
{
    const FleetSizing& f = c.sizing;
    const std::string layout = "TP " + replicaLayoutAfterTp(c.tp, c.ep, c.cp);
    switch (c.status) {
    case ServingStatus::NoPrecision:
        return c.missingPrecision.empty() || c.missingPrecision == c.precision
                   ? fmt::format("{} has no dense {} peak", c.accelerator, c.precision)
                   : fmt::format("{} has no dense {} peak for the routed experts (serving.expertCompute)", c.accelerator,
                                 c.missingPrecision);
    case ServingStatus::DoesNotFit:
        return fmt::format("{} at {}: {:.1f} GB of {} weights per accelerator leave {:.1f} GB of KV cache",
                           c.accelerator, layout, f.capacity.weightBytesPerGpu / 1e9, c.precision,
                           f.capacity.kvBudgetBytesPerGpu / 1e9);
    case ServingStatus::BatchTooLarge:
        return fmt::format("{} at {}: batch {} > {:g} sequences that fit", c.accelerator, layout, c.batch,
                           f.capacity.maxBatch);
    case ServingStatus::TpotUnmet:
        return fmt::format("{} {} at {}: p99 TPOT {:.1f} ms > {:g} ms at batch {:g}", c.accelerator, c.precision,
                           layout, f.bindingValueSeconds * 1e3, w.tpotTargetSeconds * 1e3, f.operating.concurrency);
    case ServingStatus::TtftUnmet:
        return fmt::format("{} {} at {}: p99 TTFT {:.0f} ms > {:g} ms at batch {:g}", c.accelerator, c.precision,
                           layout, f.bindingValueSeconds * 1e3, w.ttftTargetSeconds * 1e3, f.operating.concurrency);
    case ServingStatus::NoReplica:
        return fmt::format("{:g} accelerators cannot form a {} replica", w.fleetAccelerators, layout);
    case ServingStatus::NoPrice:
        return fmt::format("{} has no catalog price (node or accelerator)", c.accelerator);
    case ServingStatus::Ok: break;
    }
    return {};
}

// One configuration sized by the kernel and priced; its status and, when rejected, why.
ServingCandidate sizeCandidate(const Scenario& sc, const ResolvedFleet& rf, const std::optional<ServingSetup>& setup,
                               ServingObjective objective, ServingCandidate cand)
{
    if (!setup) {
        cand.status = ServingStatus::NoPrecision;
    } else {
        ServingWorkload w = setup->workload;
        w.batch = cand.batch;
        w.ep = cand.ep;
        cand.sizing = sizeServingFleetAtTp(setup->model, setup->hardware, w, cand.tp);
        switch (cand.sizing.binding) {
        case ServingBinding::NoFit: cand.status = ServingStatus::DoesNotFit; break;
        case ServingBinding::BatchTooLarge: cand.status = ServingStatus::BatchTooLarge; break;
        case ServingBinding::TpotUnmet: cand.status = ServingStatus::TpotUnmet; break;
        case ServingBinding::TtftUnmet: cand.status = ServingStatus::TtftUnmet; break;
        default: cand.status = cand.sizing.replicas >= 1.0 ? ServingStatus::Ok : ServingStatus::NoReplica;
        }
        if (cand.status == ServingStatus::Ok) {
            cand.economics = servingEconomics(sc, rf, cand.sizing);
            if (objective == ServingObjective::Cost && !cand.economics.priced)
                cand.status = ServingStatus::NoPrice;
        }
    }
    cand.message = rejection(cand, setup ? setup->workload : servingWorkload(sc));
    return cand;
}

} // namespace

std::string validateServingSearch(const Scenario& s, const Catalog& c, const ServingSearchSpec& spec)
{
    for (const std::string& id : spec.accelerators)
        if (!c.accelerator(id))
            return fmt::format("fleet.accelerator: unknown accelerator id '{}'; expected a catalog id from `catalog "
                               "list accelerators`",
                               id);
    for (const std::string& p : spec.precisions)
        if (!precisionFromString(p) || p == "fp64")
            return fmt::format("inference.precision: '{}' is not one of fp32, tf32, bf16, fp16, fp8, int8, int4", p);
    for (int t : spec.tps)
        if (t < 1 || t > 1024)
            return fmt::format("serving.tp: {} is out of range; expected a whole number from 1 to 1024", t);
    for (int e : spec.eps)
        if (e < 1 || e > 65536)
            return fmt::format("serving.ep: {} is out of range; expected a whole number from 1 to 65536", e);
    for (int b : spec.batches)
        if (b < 0 || b > 1000000)
            return fmt::format("serving.batch: {} is out of range; expected a whole number from 0 to 1000000", b);
    if (!precisionFromString(s.serving.kvPrecision))
        return fmt::format("serving.kvPrecision: unknown precision '{}'", s.serving.kvPrecision);
    return {};
}

ServingSearchResult runServingSearch(const Scenario& s, const Catalog& c, const ServingSearchSpec& spec,
                                     const std::function<void(double)>& progress, const std::atomic<bool>* cancel)
{
    const auto start = std::chrono::steady_clock::now();
    ServingSearchResult r;
    r.error = validateServingSearch(s, c, spec);
    if (!r.error.empty())
        return r;
    // The served model, resolved once for every candidate (issue 27: one resolution per plan).
    const std::optional<ModelInputs> served = servedModelOf(s, c);
    if (!served) {
        r.error = fmt::format("serving.model: '{}' is not a catalog model with an architecture; expected 'same' or "
                              "an id from `catalog list models`",
                              s.serving.model);
        return r;
    }
    const std::vector<std::string> accelerators =
        spec.accelerators.empty() ? std::vector<std::string>{s.fleet.accelerator} : spec.accelerators;
    const std::vector<std::string> precisions =
        spec.precisions.empty() ? std::vector<std::string>{s.inference.precision} : spec.precisions;
    const std::vector<int> tps = spec.tps.empty() ? defaultTps(s, c) : spec.tps;
    const std::vector<int> batches = spec.batches.empty() ? std::vector<int>{0} : spec.batches;
    const std::vector<int> eps =
        spec.eps.empty() ? std::vector<int>{static_cast<int>(std::max<std::int64_t>(s.serving.ep, 1))} : spec.eps;
    r.candidates.reserve(accelerators.size() * precisions.size() * eps.size() * tps.size() * batches.size());

    for (size_t ai = 0; ai < accelerators.size(); ++ai) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            r.cancelled = true;
            break;
        }
        if (progress)
            progress(static_cast<double>(ai) / static_cast<double>(accelerators.size()));
        const std::string& id = accelerators[ai];
        Scenario base = s;
        base.fleet.accelerator = id;
        base.fleet.node = "auto";
        const Accelerator& acc = *c.accelerator(id);
        std::vector<Issue> ignored;
        ResolvedFleet rf = resolveFleet(base, c, ignored); // node (price, rating) and region for the economics
        const ServingLinks links = servingLinksFor(s, c, acc);
        for (const std::string& prec : precisions) {
            Scenario sc = base;
            sc.inference.precision = prec;
            const auto setup = servingSetup(sc, c, *served, acc, links);
            const std::string noPath = setup ? std::string() : servingPrecisionWithoutPath(sc, *served, acc);
            // The plan's EP by default (servingSetup serves a dense model at EP 1); an EP group is made of whole TP
            // groups, and only an MoE model has experts to spread.
            const std::vector<int> epsHere = spec.eps.empty() && setup ? std::vector<int>{setup->workload.ep} : eps;
            for (int ep : epsHere) {
                // (Context parallelism, serving.cp, is priced with EP 1 only.)
                if (ep > 1 && setup && (!setup->model.moe() || setup->workload.cp > 1))
                    continue;
                for (int tp : tps)
                    if (ep == 1 || ep % tp == 0)
                        for (int batch : batches) {
                            ServingCandidate cand;
                            cand.accelerator = id;
                            cand.precision = prec;
                            cand.missingPrecision = noPath;
                            cand.tp = tp;
                            cand.ep = ep;
                            cand.cp = static_cast<int>(setup ? setup->workload.cp : s.serving.cp);
                            cand.batch = batch;
                            r.candidates.push_back(sizeCandidate(sc, rf, setup, spec.objective, std::move(cand)));
                        }
            }
        }
    }

    for (size_t i = 0; i < r.candidates.size(); ++i)
        if (r.candidates[i].valid())
            r.ranking.push_back(i);
    const bool hasLoad = s.serving.requestsPerSecond > 0.0;
    const bool byCost = spec.objective == ServingObjective::Cost;
    auto key = [&](size_t i) {
        const ServingCandidate& x = r.candidates[i];
        const double acc = hasLoad ? x.sizing.accelerators : -x.sizing.tokensPerSecondPerGpu();
        const double cost = x.economics.priced ? x.economics.usdPerMillionTokens : 1e300;
        return byCost ? std::make_tuple(cost, acc, i) : std::make_tuple(acc, cost, i);
    };
    std::sort(r.ranking.begin(), r.ranking.end(), [&](size_t a, size_t b) { return key(a) < key(b); });
    if (progress && !r.cancelled)
        progress(1.0);
    r.elapsedSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return r;
}

} // namespace fleet
