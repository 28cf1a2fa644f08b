// The reliability.* rows of the result schema (results/ResultSchema.h), beside the domain that produces them.
#include "results/ResultSchemaRows.h"

namespace fleet {

namespace {
using U = ResultUnit;
using B = Better;
constexpr ResultSpec kRows[] = {
    {"reliability.accelerator_failures", U::Count, B::Lower,
     "… of accelerators",
     "Expected accelerator failures over the run length."},
    {"reliability.accelerator_fit", U::Count, B::Lower,
     "Accelerator failure rate (FIT)",
     "Accelerator failure rate in FIT: expected failures per billion device-hours."},
    {"reliability.checkpoint_interval_s", U::Seconds, B::Neither,
     "Checkpoint interval",
     "Time between checkpoints, by default the Young–Daly optimum from the checkpoint write time and the system MTBF."},
    {"reliability.daly_interval_s", U::Seconds, B::Neither,
     "Daly interval",
     "Daly's higher-order optimal checkpoint interval, to compare with the Young–Daly interval."},
    {"reliability.expected_failures", U::Count, B::Lower,
     "Failures during the run",
     "Expected job-interrupting failures over the run length, from the system MTBF."},
    {"reliability.failures_per_day", U::Count, B::Lower,
     "Failures per day",
     "Expected job-interrupting failures per day of operating the whole fleet."},
    {"reliability.failures_per_year", U::Count, B::Lower,
     "Failures per year",
     "Expected job-interrupting failures per year of operating the whole fleet."},
    {"reliability.goodput", U::Fraction, B::Higher,
     "Goodput",
     "Goodput: share of wall time doing useful work after checkpoint writes, lost work and restarts (exact renewal model)."},
    {"reliability.goodput_first_order", U::Fraction, B::Higher,
     "Goodput (first-order)",
     "Goodput from the first-order model of checkpoint, lost-work and restart overheads, to compare with the exact one."},
    {"reliability.node_failures", U::Count, B::Lower,
     "… of nodes",
     "Expected node failures, accelerators excluded, over the run length."},
    {"reliability.restart_overhead_fraction", U::Fraction, B::Lower,
     "Restart overhead",
     "Share of the run spent detecting failures and restarting, lost work not included."},
    {"reliability.run_survival_probability", U::Fraction, B::Higher,
     "Run without any failure",
     "Probability that the whole run completes without a single failure."},
    {"reliability.spare_availability", U::Fraction, B::Higher,
     "Job availability with spares",
     "Steady-state probability that enough healthy nodes, spares included, are available to run the job."},
    {"reliability.spares_for_99", U::Count, B::Lower,
     "Spares for 99 % availability",
     "Fewest spare nodes that keep the job available 99 % of the time."},
    {"reliability.switch_failures", U::Count, B::Lower,
     "… of switches",
     "Expected switch failures over the run length."},
    {"reliability.system_mtbf_s", U::Seconds, B::Higher,
     "System MTBF",
     "System MTBF of the synchronous job: mean time between failures of any accelerator, node or switch."},
    {"reliability.training_wall_s", U::Seconds, B::Lower,
     "Training time with failures",
     "Training wall time including the checkpoint, lost-work and restart overheads of the reliability model."},
};
} // namespace

std::span<const ResultSpec> reliabilityResultRows() { return kRows; }

} // namespace fleet
