#pragma once
// An issue is a code plus parameters (issue #12): the English text is rendered from the code's template only when
// it is shown (render(), message()), and the GUI renders a translated template instead (app/i18n/IssueText.h).
// Nothing is formatted on the values path.
#include "results/IssueCode.h"
#include "results/Text.h"

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <type_traits>

namespace fleet {

enum class Severity { Info, Warning, Error };

// One parameter of an issue: a number (formatted by its placeholder's spec when rendered) or a text. A Text is
// shown as it is (catalog names and ids, keys, values typed by the user); a Phrase is English prose from the
// model (a range text, a power basis) that a translated rendering passes through the model-text translation.
// A number shares its storage with the other kind of number (read the member `kind` names), so an issue of
// Issue::kMaxArgs parameters stays one flat, allocation-free block (texts short enough for std::string's
// in-place buffer aside).
struct IssueArg {
    enum class Kind : std::uint8_t { Integer, Real, Text, Phrase };
    Kind kind = Kind::Integer;
    union {
        std::int64_t integer = 0;
        double real;
    };
    std::string text;

    IssueArg() = default;
    template <typename T, std::enable_if_t<std::is_integral_v<T> && !std::is_same_v<T, bool> && !std::is_same_v<T, char>,
                                           int> = 0>
    IssueArg(T v) : kind(Kind::Integer), integer(static_cast<std::int64_t>(v))
    {
    }
    IssueArg(double v) : kind(Kind::Real), real(v) {}
    IssueArg(std::string v) : kind(Kind::Text), text(std::move(v)) {}
    IssueArg(std::string_view v) : kind(Kind::Text), text(v) {}
    IssueArg(const char* v) : kind(Kind::Text), text(v) {}
    std::shared_ptr<const Text> phraseText; // a Phrase's structure, for its translation (Kind::Phrase only)

    static IssueArg phrase(Text v)
    {
        IssueArg a(v.str());
        a.kind = Kind::Phrase;
        a.phraseText = std::make_shared<const Text>(std::move(v));
        return a;
    }
};

// A validation message. `key` names the scenario input (or result) it is about.
struct Issue {
    // The most parameters a template takes (the cooling throttle and the serving TTFT messages take 9).
    static constexpr int kMaxArgs = 9;

    std::string key;
    std::array<IssueArg, kMaxArgs> args;
    Severity severity = Severity::Error;
    IssueCode code = IssueCode::EvaluationFailed;
    std::uint8_t argCount = 0;

    // Today's English text (render(*this)): for the CLI, the reports, the JSON and the tests.
    std::string message() const;
};

} // namespace fleet
