#pragma once
#include <QDoubleSpinBox>

namespace fleet::views {

// A spin box for quantities that span many decades (parameters, tokens): shows and accepts 1.75e11
// notation, and steps by ×10^(1/10) (about ±26 %) rather than by a fixed amount.
class ScientificSpinBox : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit ScientificSpinBox(QWidget* parent = nullptr);
    QString textFromValue(double value) const override;
    double valueFromText(const QString& text) const override;
    QValidator::State validate(QString& text, int& pos) const override;
    void stepBy(int steps) override;

private:
    QString numberPart(const QString& text) const; // the text without prefix and suffix
};

} // namespace fleet::views
