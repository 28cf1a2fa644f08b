#pragma once
#include <string>

namespace fleet {

enum class Severity { Info, Warning, Error };

// A validation message. `key` names the scenario input (or result) it is about.
struct Issue {
    Severity severity = Severity::Error;
    std::string key;
    std::string message;
};

} // namespace fleet
