#pragma once
// What QJsonDocument lets through in a .fleetplan, found by one scan of the text (linear, no recursion):
//  - a key written twice in an object: QJsonDocument keeps the last and drops the other without a word, so a
//    section or key written twice would lose one silently (and the next save rewrites the file without it);
//  - a raw control character (U+0000–U+001F) inside a string, which JSON allows only escaped ("\u0000");
//  - a lone UTF-16 surrogate escape ("\ud800" without its pair), which is no character (issue 31, robustness 11).
// Each is reported with the dotted path of the key or value it is in and its byte offset. jsonPathAt names the
// value at a byte offset, for the messages about a parse error there.
#include <QByteArray>
#include <QString>

#include <optional>

namespace fleet::app {

struct JsonProblem {
    enum Kind { DuplicateKey, ControlCharacter, LoneSurrogate };
    Kind kind = DuplicateKey;
    QString path;         // the keys from the root, joined with '.' (array elements take their array's path)
    qsizetype offset = 0; // byte offset: the repeated key's opening quote, the control character, the escape's '\'
    char16_t unit = 0;    // the control character, or the lone surrogate's code unit
};

std::optional<JsonProblem> findJsonProblem(const QByteArray& json);

// The dotted path of the value that starts at byte `offset` ("training.mfu"); "" at the top level.
QString jsonPathAt(const QByteArray& json, qsizetype offset);

} // namespace fleet::app
