#pragma once
#include "common/FieldSpinBox.h"

namespace fleet::views {

// A spin box for quantities that span many decades (parameters, tokens, bytes, FLOP): shows engineering
// notation ("175 B" parameters, "7 GB/s", "10⁹ h"), accepts that and 1.75e11 notation, and steps by
// ×10^(1/10) (about ±26 %) rather than by a fixed amount.
class ScientificSpinBox : public FieldSpinBox {
    Q_OBJECT
public:
    explicit ScientificSpinBox(QWidget* parent = nullptr);
    // The field's unit: "" counts (k, M, B, T), B, B/s, W, FLOP, FLOP/s take SI prefixes before the unit,
    // any other unit (h, s, USD/year) is shown after a plain number. Sets the suffix.
    void setUnit(const QString& unit);
    QString unit() const { return m_unit; }

    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
    std::optional<double> numberIn(const QString& text) const override;
    void stepBy(int steps) override;

private:
    enum class Mode { Count, Prefixed, Plain };
    Mode m_mode = Mode::Count;
    QString m_unit;
};

} // namespace fleet::views
