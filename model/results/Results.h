#pragma once
// Everything evaluate() produces: values keyed by their dotted contract name (SI units), one derivation
// per value, and the issues found on the way. Ordered maps give a deterministic output order.
#include "results/Derivation.h"
#include "results/Issue.h"

#include <map>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace fleet {

struct ResultValue {
    double value = 0.0;
    std::string unit;      // SI unit, "" for dimensionless, "bool" for yes/no
    Derivation derivation; // how the value was obtained (kept with it: one map node per result); empty key
                           // when it was not built (Detail)
    bool isBool() const { return unit == "bool"; }
};

// Which derivations an evaluation builds: all of them (the GUI, the report, tests), none (the search, the
// Monte Carlo, benchmarks: values only), or one (`--explain KEY`, a number clicked).
enum class Detail : unsigned char { Values, Derivations, OneKey };

class Results {
public:
    explicit Results(Detail detail = Detail::Derivations) : m_detail(detail) { m_order.reserve(256); }
    // Builds only `key`'s derivation.
    static Results explaining(std::string key)
    {
        Results r(Detail::OneKey);
        r.m_explainKey = std::move(key);
        return r;
    }
    Detail detail() const { return m_detail; }
    // Whether a producer should build the derivation of `key` (false: set the value only).
    bool wants(std::string_view key) const
    {
        return m_detail == Detail::Derivations || (m_detail == Detail::OneKey && key == m_explainKey);
    }

    // The value of `key`; `why` (a callable returning Why) runs only when the derivation is wanted.
    template <typename MakeWhy>
    void set(std::string_view key, double value, std::string_view unit, MakeWhy&& why)
    {
        if (wants(key))
            put(key, value, unit, why());
        else
            put(key, value, unit);
    }
    template <typename MakeWhy>
    void setBool(std::string_view key, bool v, MakeWhy&& why)
    {
        set(key, v ? 1.0 : 0.0, "bool", std::forward<MakeWhy>(why));
    }
    // A whole derivation built by the caller (kept when the derivation is not wanted only as its value).
    void set(Derivation d);
    void addIssue(Severity s, std::string key, std::string message);

    bool has(const std::string& key) const { return m_values.count(key) != 0; }
    std::optional<double> value(const std::string& key) const;
    const std::map<std::string, ResultValue, std::less<>>& values() const { return m_values; }
    // Keys in the order the models produced them (domain by domain, chain steps in sequence).
    const std::vector<std::string>& order() const { return m_order; }
    // nullptr for an unknown key, and for a key whose derivation was not built (see Detail).
    const Derivation* derivation(const std::string& key) const;
    const std::vector<Issue>& issues() const { return m_issues; }
    bool hasErrors() const;

private:
    ResultValue& slot(std::string_view key);
    void put(std::string_view key, double value, std::string_view unit);
    void put(std::string_view key, double value, std::string_view unit, Why why);

    std::map<std::string, ResultValue, std::less<>> m_values;
    std::vector<std::string> m_order;
    std::vector<Issue> m_issues;
    Detail m_detail = Detail::Derivations;
    std::string m_explainKey;
};

} // namespace fleet
