#include "models/Summary.h"

#include "models/QuantityFormat.h"
#include "models/ResultLabels.h"
#include "i18n/ModelText.h"

#include <QCoreApplication>

namespace fleet::app {

namespace {

QString formatted(const fleet::Results& r, const std::string& key)
{
    const auto it = r.values().find(key);
    if (it == r.values().end())
        return {};
    return formatQuantity(it->second.value, QString::fromStdString(it->second.unit), QString::fromStdString(key)).text();
}

} // namespace

Summary buildSummary(const fleet::Results& r)
{
    Summary s;
    const char* const keys[] = {"training.wall_s",      "power.facility_w",        "power.racks",
                                "tco.total_usd",        "tco.usd_per_accelerator_hour", "carbon.operational_kg",
                                "reliability.goodput",  "inference.decode_s_per_token",
                                "serving.tokens_per_s_per_gpu"};
    for (const char* k : keys)
        if (r.has(k))
            s.items.append({resultLabel(QString::fromLatin1(k)), formatted(r, k), QString::fromLatin1(k)});

    auto value = [&](const char* k) { return r.value(k); };
    if (auto v = value("inference.memory_bound_fraction"); v && *v > 0.5)
        s.constraints.append({QCoreApplication::translate("Summary", "Decode is %1 memory-bound: HBM bandwidth, not FLOP/s, sets the token latency.")
                                  .arg(formatted(r, "inference.memory_bound_fraction")),
                              QStringLiteral("inference.memory_bound_fraction")});
    if (auto fits = value("memory.fits"); fits && *fits == 0.0)
        s.constraints.append({QCoreApplication::translate("Summary", "The training job needs %1 per GPU but HBM holds %2.")
                                  .arg(formatted(r, "memory.total_bytes_per_gpu"), formatted(r, "memory.hbm_bytes_per_gpu")),
                              QStringLiteral("memory.total_bytes_per_gpu")});
    if (auto air = value("cooling.air_sufficient"); air && *air == 0.0)
        s.constraints.append({QCoreApplication::translate("Summary", "%1 racks exceed engineered air cooling: they need liquid.").arg(formatted(r, "power.rack_w")),
                              QStringLiteral("cooling.air_sufficient")});
    if (auto over = value("fabric.oversubscription_effective"); over && *over > 1.0)
        s.constraints.append({QCoreApplication::translate("Summary", "The fabric is oversubscribed %1:1: traffic crossing the spine runs %1× slower.")
                                  .arg(*over, 0, 'g', 3),
                              QStringLiteral("fabric.bisection_bytes_per_s")});
    if (auto c = value("comm.compute_fraction"); c && *c < 0.5)
        s.constraints.append({QCoreApplication::translate("Summary", "Communication takes %1 of each training step (no overlap assumed).")
                                  .arg(formatQuantity(1.0 - *c, QString(), QStringLiteral("fraction")).text()),
                              QStringLiteral("comm.compute_fraction")});
    if (auto g = value("reliability.goodput"); g && *g < 0.9)
        s.constraints.append({QCoreApplication::translate("Summary", "Failures and checkpoints leave a goodput of %1.").arg(formatted(r, "reliability.goodput")),
                              QStringLiteral("reliability.goodput")});
    if (auto b = value("serving.batch"), cap = value("serving.max_batch"), tp = value("serving.tp"); b && cap && tp && *cap > 0.0)
        s.constraints.append(
            {*b >= *cap ? QCoreApplication::translate("Summary", "Serving: the KV cache holds %1 sequences per TP %2 replica; memory, "
                                                                  "not the latency targets, caps the batch.")
                              .arg(formatted(r, "serving.max_batch"), formatted(r, "serving.tp"))
                        : QCoreApplication::translate("Summary", "Serving: the latency targets cap a TP %1 replica at %2 of the %3 "
                                                                  "sequences that fit.")
                              .arg(formatted(r, "serving.tp"), formatted(r, "serving.batch"), formatted(r, "serving.max_batch")),
             QStringLiteral("serving.batch")});
    for (const fleet::Issue& i : r.issues())
        if (i.severity == fleet::Severity::Error)
            s.constraints.append({modelText(i.message), QString()});
    return s;
}

} // namespace fleet::app
