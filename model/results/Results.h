#pragma once
// Everything evaluate() produces: values keyed by their dotted contract name (SI units), one derivation
// per value, and the issues found on the way. Ordered maps give a deterministic output order.
#include "results/Derivation.h"
#include "results/Issue.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace fleet {

struct ResultValue {
    double value = 0.0;
    std::string unit;      // SI unit, "" for dimensionless, "bool" for yes/no
    Derivation derivation; // how the value was obtained (kept with it: one map node per result)
    bool isBool() const { return unit == "bool"; }
};

class Results {
public:
    Results() { m_order.reserve(256); } // the default plan has ~200 results
    void set(Derivation d);
    void setBool(const std::string& key, bool v, Derivation d);
    void addIssue(Severity s, std::string key, std::string message);

    bool has(const std::string& key) const { return m_values.count(key) != 0; }
    std::optional<double> value(const std::string& key) const;
    const std::map<std::string, ResultValue>& values() const { return m_values; }
    // Keys in the order the models produced them (domain by domain, chain steps in sequence).
    const std::vector<std::string>& order() const { return m_order; }
    const Derivation* derivation(const std::string& key) const;
    const std::vector<Issue>& issues() const { return m_issues; }
    bool hasErrors() const;

private:
    std::map<std::string, ResultValue> m_values;
    std::vector<std::string> m_order;
    std::vector<Issue> m_issues;
};

} // namespace fleet
