#pragma once
// QJsonDocument keeps the last of two equal keys in an object and drops the other without a word, so a
// .fleetplan with a section or key written twice would lose one silently (and the next save rewrites the
// file without it). This scanner finds the first repeated key of any object in valid JSON text: its dotted
// path ("fleet", "fleet.nodes") and the byte offset of its second occurrence. Linear, no recursion.
#include <QByteArray>
#include <QString>

#include <optional>

namespace fleet::app {

struct DuplicateKey {
    QString path;       // the keys from the root, joined with '.'
    qsizetype offset = 0; // byte offset of the repeated key's opening quote
};

std::optional<DuplicateKey> findDuplicateKey(const QByteArray& json);

} // namespace fleet::app
