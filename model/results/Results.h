#pragma once
// Everything evaluate() produces: values keyed by their dotted contract name (SI units), their derivations
// when asked for (Detail), and the issues found on the way. Values are stored by the result schema's row
// index (results/ResultSchema.h): one flat array, no allocation per result; keys without a row (the scaling
// report's) are kept beside it.
#include "results/Derivation.h"
#include "results/IssueTemplates.h"
#include "results/ResultKey.h"

#include <array>
#include <cstdint>
#include <cstdlib>
#include <list>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

struct ResultSpec;
struct ResolvedFleet;
struct PlanRun;
struct FabricResult;
struct FabricTraffic;
struct PowerChain;
struct TcoInputs;
struct ServingResult;
struct RunOutcome;

// The typed structs of domains whose views draw more than the keyed values, kept with the results so no view
// reruns a model (evaluate() fills them unless it computes values only). The fleet, the fabric and the serving
// result point into the catalog the plan was evaluated with: read them while that catalog lives.
struct DomainStructs {
    std::shared_ptr<const ResolvedFleet> fleet;   // the fleet as resolved (also when incomplete)
    std::shared_ptr<const PlanRun> run;           // the training run (evaluate/PlanRun.h): the Monte Carlo set-up
    std::shared_ptr<const FabricResult> fabric;   // fabric/FabricModel.h
    std::shared_ptr<const FabricTraffic> traffic; // evaluate/FabricTraffic.h: both jobs' traffic (the Fabric tab's charts)
    std::shared_ptr<const PowerChain> power;      // the power chain of power/PowerModel.h
    std::shared_ptr<const TcoInputs> tco;         // the plan's TCO inputs (tco/TcoModel.h): the TCO tab's curves
    std::shared_ptr<const ServingResult> serving; // serving/ServingResult.h: the Serving tab's fleet and curves
    // reliability/ReliabilityResults.h: system MTBF, checkpoint interval τ, goodput and wall time (the
    // Reliability tab's goodput curve and Monte Carlo reference); none when nothing can fail
    std::shared_ptr<const RunOutcome> reliability;
    std::optional<double> runEnergyJ;             // carbon.energy_j: the Carbon tab's region comparison
};

// What an evaluation computed, as the accuracy regime reads it (validation/PredictionAccuracy): the trained model as
// counted, the served one as the serving kernel resolved it (serving.model's catalog model too: its routed experts and
// attention) and where its TP group ran. Plain flags, set by evaluate() on every path, values only too.
struct EvaluatedRegime {
    bool known = false;              // evaluate() set it (also when its inputs stopped it)
    bool trainedMoe = false;         // the plan's model has routed experts
    bool servingEvaluated = false;   // the serving kernel ran: the flags below say what it served
    bool servedMoe = false;          // the served model has routed experts
    bool servedLatent = false;       // and multi-head latent attention
    bool servedTpLeavesDomain = false; // its TP group spans scale-up domains
    bool servedDequantUnmeasured = false; // its experts run dequantizing kernels no catalog row measures
};

struct ResultValue {
    double value = 0.0;
    std::string_view unit; // SI unit, "" for dimensionless, "bool" for yes/no (static storage: the schema's)
    bool isBool() const { return unit == "bool"; }
};

// Which derivations an evaluation builds: all of them (the GUI, the report, tests), none (the search, the
// Monte Carlo, benchmarks: values only), or one (`--explain KEY`, a number clicked).
enum class Detail : unsigned char { Values, Derivations, OneKey };

class Results {
public:
    explicit Results(Detail detail = Detail::Derivations);
    // A copy re-points the views of the keys and units it owns (moving keeps them: list nodes stay put). A
    // moved-from Results holds nothing (its presence bits go with the slots) and may be assigned to or destroyed.
    Results(Results&&) = default;
    Results& operator=(Results&&) = default;
    Results(const Results& other);
    Results& operator=(const Results& other);
    // Builds only `key`'s derivation.
    static Results explaining(std::string key);
    Detail detail() const { return m_detail; }
    // Whether a producer should build the derivation of `key` (false: set the value only).
    bool wants(ResultKey key) const
    {
        return m_detail == Detail::Derivations || (m_detail == Detail::OneKey && key.row() == m_explainRow);
    }
    // The same for a key built at run time (a name of its own: a literal would convert to both).
    bool wantsByName(std::string_view key) const
    {
        return m_detail == Detail::Derivations || (m_detail == Detail::OneKey && key == m_explainKey);
    }

    // The value of `key` (a literal: its schema row is found while compiling, see results/ResultKey.h), in the
    // row's unit (the schema states it once); `why` (a callable returning Why) runs only when the derivation is
    // wanted.
    template <typename MakeWhy> void set(ResultKey key, double value, MakeWhy&& why)
    {
        if (wants(key))
            put(key.row(), value, why());
        else
            put(key.row(), value);
    }
    template <typename MakeWhy> void setBool(ResultKey key, bool v, MakeWhy&& why)
    {
        set(key, v ? 1.0 : 0.0, std::forward<MakeWhy>(why));
    }
    // A key built at run time, with or without a schema row (the scaling report's keys, tests), and its unit (a
    // key with a row keeps a unit other than the row's as given).
    template <typename MakeWhy> void setByName(std::string_view key, double value, std::string_view unit, MakeWhy&& why)
    {
        if (wantsByName(key))
            putByName(key, value, unit, why());
        else
            putByName(key, value, unit);
    }
    // A whole derivation built by the caller (kept when the derivation is not wanted only as its value).
    void set(Derivation d);
    // An issue of code C with its parameters (see results/IssueTemplates.h); nothing is formatted here.
    template <IssueCode C, typename... A>
    void addIssue(Severity s, std::string key, A&&... args)
    {
        fillIssue<C>(m_issues.emplace_back(), s, std::move(key), std::forward<A>(args)...);
    }
    void addIssue(Issue issue);
    // Issues found before the evaluation (validation, fleet resolution), taken over whole: an Issue is ~0.5 kB, so
    // moving the vector saves moving each one.
    void addIssues(std::vector<Issue> issues);

    bool has(std::string_view key) const { return find(key) != nullptr; }
    std::optional<double> value(std::string_view key) const;
    const ResultValue* find(std::string_view key) const; // nullptr for a key not computed
    std::size_t size() const { return m_order.size(); }
    bool empty() const { return m_order.empty(); }
    // Keys in the order the models produced them (domain by domain, chain steps in sequence).
    const std::vector<std::string_view>& order() const { return m_order; }
    // The same keys in alphabetical order (the CLI's and the JSON's order).
    std::vector<std::string_view> sortedKeys() const;
    // nullptr for an unknown key, and for a key whose derivation was not built (see Detail).
    const Derivation* derivation(std::string_view key) const;
    Derivation* derivation(std::string_view key);
    const std::vector<Issue>& issues() const { return m_issues; }
    // Room for n derivations at once (evaluate() with every derivation: one allocation instead of regrowing).
    void reserveDerivations(std::size_t n) { m_derivations.reserve(n); }
    const DomainStructs& structs() const { return m_structs; }
    DomainStructs& structs() { return m_structs; }
    const EvaluatedRegime& regime() const { return m_regime; }
    EvaluatedRegime& regime() { return m_regime; }
    bool hasErrors() const;

private:
    // A row's slot holds something only when its bit in m_present is set (the table is not initialised: see
    // allocSlots()); an extra key's slot always does.
    struct Slot {
        ResultValue v;
        int derivation = -1; // index in m_derivations
    };
    static constexpr std::size_t kRowCount = schema_rows::kRows.size();
    // Moving the bits clears the source's, so a moved-from Results (its slot table gone) reports no key set.
    struct PresentBits {
        std::array<std::uint64_t, (kRowCount + 63) / 64> w{};
        PresentBits() = default;
        PresentBits(const PresentBits&) = default;
        PresentBits& operator=(const PresentBits&) = default;
        PresentBits(PresentBits&& o) noexcept : w(o.w) { o.w = {}; }
        PresentBits& operator=(PresentBits&& o) noexcept
        {
            w = o.w;
            if (this != &o)
                o.w = {};
            return *this;
        }
    };
    bool isSet(std::size_t row) const { return (m_present.w[row >> 6] >> (row & 63)) & 1u; }
    void markSet(std::size_t row) { m_present.w[row >> 6] |= std::uint64_t(1) << (row & 63); }
    struct FreeSlots {
        void operator()(Slot* p) const noexcept { std::free(p); }
    };
    using SlotTable = std::unique_ptr<Slot[], FreeSlots>;
    static SlotTable allocSlots();
    static SlotTable copySlots(const Slot* from);
    Slot& extraSlot(std::string_view key);           // a key without a schema row
    std::string_view ownUnit(std::string_view unit); // a unit other than the schema's, kept in m_extraUnits
    Slot& putAt(int row, double value, std::string_view unit);          // a row set again, or a unit of its own
    std::string_view otherUnit(std::size_t row, std::string_view unit); // not the schema symbol's pointer
    const Slot* findSlot(std::string_view key) const;
    Slot& put(int row, double value);
    void put(int row, double value, Why&& why);
    Slot& putByName(std::string_view key, double value, std::string_view unit);
    void putByName(std::string_view key, double value, std::string_view unit, Why&& why);
    void keep(Slot& s, std::string_view key, double value, std::string_view unit, Why&& why); // the derivation

    std::span<const ResultSpec> m_rows;  // the schema's (static storage)
    std::span<const std::string_view> m_symbols; // the rows' unit symbols (static storage)
    SlotTable m_slots;                           // one per schema row (kRowCount)
    PresentBits m_present{};                     // which of them are set
    std::vector<Slot> m_extraSlots;      // one per extra key, in m_extraKeys' order
    // Keys without a schema row and units other than the schema's: stable storage for the views (a list: no
    // allocation while empty, which it nearly always is).
    std::list<std::string> m_extraKeys;
    std::list<std::string> m_extraUnits;
    std::vector<std::string_view> m_order;
    std::vector<Derivation> m_derivations;
    std::vector<Issue> m_issues;
    DomainStructs m_structs;
    EvaluatedRegime m_regime;
    Detail m_detail = Detail::Derivations;
    int m_explainRow = -1; // the schema row of m_explainKey (OneKey), -1 if it has none
    std::string m_explainKey;
};

} // namespace fleet
